import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { useMemo, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CheckIcon, ChevronDownIcon } from './icons';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface SelectProps<V extends string> {
  options: readonly SelectOption<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Accessible name of the control (visually hidden). */
  label: string;
  icon?: ReactNode;
  className?: string;
  /** Shows only the icon below 640 px (the value stays readable to screen readers). */
  compactOnMobile?: boolean;
}

/** A single-choice dropdown (Ark Select: keyboard, type-ahead and a hidden native select). */
export function Select<V extends string>({ options, value, onValueChange, label, icon, className, compactOnMobile }: SelectProps<V>) {
  const collection = useMemo(() => createListCollection({ items: [...options] }), [options]);
  return (
    <ArkSelect.Root
      collection={collection}
      value={[value]}
      onValueChange={(details) => {
        const next = details.value[0] as V | undefined;
        if (next) onValueChange(next);
      }}
      positioning={{ placement: 'bottom-end', gutter: 6, sameWidth: false }}
      className={className}
    >
      <ArkSelect.Label className="sr-only">{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-zinc-200 bg-white pr-2 pl-3 text-sm font-medium text-zinc-700 shadow-xs transition-colors',
            'hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            'dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800',
          )}
        >
          {icon}
          <ArkSelect.ValueText className={compactOnMobile ? 'max-sm:sr-only' : undefined} />
          <ArkSelect.Indicator className="text-zinc-400 transition-transform data-[state=open]:rotate-180">
            <ChevronDownIcon className="size-4" />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal>
        <ArkSelect.Positioner>
          <ArkSelect.Content
            className={cn(
              'z-50 min-w-48 rounded-xl border border-zinc-200 bg-white p-1.5 text-sm shadow-xl shadow-zinc-900/10 outline-none',
              'dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/40',
            )}
          >
            {collection.items.map((item) => (
              <ArkSelect.Item
                key={item.value}
                item={item}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-2.5 py-2 text-zinc-700 outline-none select-none',
                  'data-highlighted:bg-zinc-100 data-highlighted:text-zinc-900 data-[state=checked]:font-medium',
                  'dark:text-zinc-300 dark:data-highlighted:bg-zinc-800 dark:data-highlighted:text-white',
                )}
              >
                <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className="text-brand-600 dark:text-brand-400">
                  <CheckIcon className="size-4" />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}

import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { CheckIcon, ChevronDownIcon } from './icons';
import { type SelectProps, selectStyles } from './select-parts';

/**
 * The real dropdown (Ark Select: keyboard, type-ahead and a hidden native select), loaded on first
 * use (select.tsx shows its look-alike until then). `id` names its parts like the look-alike's.
 */
export function RealSelect<V extends string>({ id, options, value, onValueChange, label, icon, className, compactOnMobile }: SelectProps<V> & { id: string }) {
  const collection = useMemo(() => createListCollection({ items: [...options] }), [options]);
  return (
    <ArkSelect.Root
      id={id}
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
        <ArkSelect.Trigger className={selectStyles.trigger}>
          {icon}
          <ArkSelect.ValueText className={compactOnMobile ? selectStyles.compactValue : undefined} />
          <ArkSelect.Indicator className={selectStyles.indicator}>
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

import { RadioGroup } from '@ark-ui/react/radio-group';
import { cn } from '../../lib/cn';
import { CheckIcon } from './icons';
import { useTranslation } from 'react-i18next';

/** Spec 1 §5: the category colours, in order, with keys of their names for screen readers (common:colors). */
export const PALETTE = [
  { value: '#ef4444', name: 'red' },
  { value: '#f97316', name: 'orange' },
  { value: '#eab308', name: 'yellow' },
  { value: '#22c55e', name: 'green' },
  { value: '#3b82f6', name: 'blue' },
  { value: '#6366f1', name: 'indigo' },
  { value: '#8b5cf6', name: 'violet' },
  { value: '#ec4899', name: 'pink' },
] as const;

export const DEFAULT_COLOR = '#3b82f6';

interface ColorPaletteProps {
  value: string;
  onValueChange(color: string): void;
  /** The group's accessible name (visible label). */
  label?: string;
  className?: string;
}

/** A radio group of colour swatches: arrow keys move between them, the choice shows a tick. */
export function ColorPalette({ value, onValueChange, label, className }: ColorPaletteProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup.Root
      value={value.toLowerCase()}
      onValueChange={(details) => details.value && onValueChange(details.value)}
      orientation="horizontal"
      className={cn('flex flex-col gap-2', className)}
    >
      <RadioGroup.Label className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{label ?? t('colors.label')}</RadioGroup.Label>
      <div className="flex flex-wrap gap-2">
        {PALETTE.map((color) => (
          <RadioGroup.Item key={color.value} value={color.value} className="group cursor-pointer">
            <RadioGroup.ItemControl
              className={cn(
                'flex size-8 items-center justify-center rounded-full text-white ring-offset-2 ring-offset-white transition-transform group-hover:scale-110',
                'data-[state=checked]:ring-2 data-[state=checked]:ring-zinc-900 data-focus-visible:outline-2 data-focus-visible:outline-offset-4 data-focus-visible:outline-brand-500',
                'dark:ring-offset-zinc-900 dark:data-[state=checked]:ring-white',
              )}
              style={{ backgroundColor: color.value }}
            >
              <CheckIcon className="size-4 opacity-0 group-data-[state=checked]:opacity-100" strokeWidth={3} />
            </RadioGroup.ItemControl>
            <RadioGroup.ItemText className="sr-only">{t(`colors.${color.name}`)}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
  );
}

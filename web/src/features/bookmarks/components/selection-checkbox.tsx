import { CheckIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

interface SelectionCheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  /** Light frame for use on top of a thumbnail. */
  overlay?: boolean;
  className?: string;
}

/** The multi-select tick of a card: a real checkbox (keyboard, screen readers), drawn larger. */
export function SelectionCheckbox({ checked, onCheckedChange, label, overlay, className }: SelectionCheckboxProps) {
  return (
    <label className={cn('relative inline-flex size-6 shrink-0 cursor-pointer items-center justify-center', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-label={label}
        className="peer absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
      />
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 items-center justify-center rounded-md border-2 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
          checked
            ? 'border-brand-600 bg-brand-600 text-white'
            : overlay
              ? // No backdrop blur: on every card it made a compositor layer each, and scrolling
                // a long grid paid for them in every frame.
                'border-white/90 bg-black/40 text-transparent shadow-sm'
              : 'border-zinc-300 bg-white text-transparent dark:border-zinc-600 dark:bg-zinc-900',
        )}
      >
        <CheckIcon className="size-3.5" strokeWidth={3} />
      </span>
    </label>
  );
}

import { cn } from '../../../lib/cn';

/** A multi-select option: a pressed toggle button. */
export function Chip({ label, gloss, selected, onToggle }: { label: string; gloss?: string; selected: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'cursor-pointer rounded-full border px-3 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
        selected
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800',
      )}
    >
      {label}
      {gloss ? <span className="ml-1 opacity-70">({gloss})</span> : null}
    </button>
  );
}

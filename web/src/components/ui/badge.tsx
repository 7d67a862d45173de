import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { XIcon } from './icons';

interface BadgeProps {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** Shows a remove button with this accessible name. */
  onRemove?: () => void;
  removeLabel?: string;
}

/** A small pill: counts, category tags and removable filter chips. */
export function Badge({ children, className, style, onRemove, removeLabel }: BadgeProps) {
  return (
    <span
      style={style}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
        onRemove && 'pr-1',
        className,
      )}
    >
      {children}
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="-my-0.5 flex size-4.5 cursor-pointer items-center justify-center rounded-full opacity-70 hover:bg-black/10 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-white/15"
        >
          <XIcon className="size-3" />
        </button>
      ) : null}
    </span>
  );
}

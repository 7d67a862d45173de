import { cn } from '../../lib/cn';
import { PlayIcon } from './entry-icons';

/** The Vidshelf mark: a play button on a shelf-coloured tile. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-brand-500 to-brand-700 text-white shadow-sm shadow-brand-900/20',
        className,
      )}
      aria-hidden="true"
    >
      <PlayIcon className="size-[55%] translate-x-[4%]" />
    </span>
  );
}

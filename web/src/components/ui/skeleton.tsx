import { cn } from '../../lib/cn';

/** A pulsing placeholder block while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-zinc-200/80 dark:bg-zinc-800', className)} />;
}

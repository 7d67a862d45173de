import { cn } from '../../lib/cn';
import { SpinnerIcon } from './entry-icons';

export function Spinner({ className }: { className?: string }) {
  return <SpinnerIcon className={cn('size-5 animate-spin text-brand-600 dark:text-brand-400', className)} />;
}

/** Full-height centred spinner while a lazy screen or the current user loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center" role="status" aria-busy="true">
      <Spinner className="size-6" />
    </div>
  );
}

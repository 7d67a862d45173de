import { AlertCircleIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

/** An amber notice about the category limit. */
export function LimitNotice({ children, className }: { children: string; className?: string }) {
  return (
    <p
      role="status"
      className={cn(
        'flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900',
        'dark:border-amber-400/20 dark:bg-amber-400/10 dark:text-amber-200',
        className,
      )}
    >
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

import { ArrowLeftIcon } from './ui/icons';
import { Link } from 'react-router-dom';
import { buttonClasses } from './ui/button';

/** The way back from a screen the header does not lead out of (Settings › Import & export, /categories). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-2 self-start text-zinc-600 dark:text-zinc-400' })}>
      <ArrowLeftIcon className="size-4" />
      {children}
    </Link>
  );
}

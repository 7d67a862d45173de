import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export const SIDEBAR_HEADING = 'px-2.5 text-[11px] font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400';

const TONES = {
  brand: 'bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400',
  sky: 'bg-sky-50 text-sky-600 dark:bg-sky-500/10 dark:text-sky-400',
  emerald: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-400',
} as const;

export function StatTile({ label, hint, value, icon, tone, wide }: { label: string; hint?: string; value: number | undefined; icon: ReactNode; tone: keyof typeof TONES; wide?: boolean }) {
  return (
    <div className={cn('rounded-xl border border-zinc-200/80 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900', wide && 'col-span-2 flex items-center gap-3')}>
      <span className={cn('flex size-7 items-center justify-center rounded-lg [&>svg]:size-4', TONES[tone])} aria-hidden="true">
        {icon}
      </span>
      <div className={wide ? '' : 'mt-2'}>
        <p className="text-xl font-semibold text-zinc-900 tabular-nums dark:text-zinc-50">{value ?? '–'}</p>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {label}
          {hint ? <span className="text-zinc-400 dark:text-zinc-500"> · {hint}</span> : null}
        </p>
      </div>
    </div>
  );
}

interface NavItemProps {
  active: boolean;
  onClick: () => void;
  icon: ReactNode;
  label: string;
  count: number | undefined;
  badge?: ReactNode;
  title?: string;
}

export function NavItem({ active, onClick, icon, label, count, badge, title }: NavItemProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={active ? 'true' : undefined}
      title={title}
      className={cn(
        'group flex h-9 w-full cursor-pointer items-center gap-2.5 rounded-lg px-2.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
        active
          ? 'bg-brand-50 font-semibold text-brand-700 dark:bg-brand-500/10 dark:text-brand-300'
          : 'font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800/70 dark:hover:text-white',
      )}
    >
      <span
        className={cn(
          'flex size-4 shrink-0 items-center justify-center [&>svg]:size-4',
          active ? 'text-brand-600 dark:text-brand-400' : 'text-zinc-400 group-hover:text-zinc-600 dark:text-zinc-500 dark:group-hover:text-zinc-300',
        )}
        aria-hidden="true"
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {badge}
      {count !== undefined ? (
        <span
          className={cn(
            'min-w-6 rounded-full px-1.5 py-px text-center text-xs font-medium tabular-nums',
            active ? 'bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200' : 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-400',
          )}
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}

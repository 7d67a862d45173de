import type { ReactNode } from 'react';
import { ExternalLinkIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

/** A white pill link on the player's stage, opening YouTube in a new tab. */
export function StageLink({ href, label, compact }: { href: string; label: string; compact?: boolean }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'pointer-events-auto inline-flex items-center gap-2 rounded-full bg-white font-medium text-zinc-900 shadow-sm transition hover:bg-zinc-200',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-400',
        compact ? 'h-8 px-3 text-xs' : 'h-9 px-4 text-sm',
      )}
    >
      <ExternalLinkIcon className="size-4" />
      {label}
    </a>
  );
}

/** What covers the stage when the video cannot play: an icon, a title, a line and actions. */
export function Panel({ icon, title, text, children, compact }: { icon: ReactNode; title: string; text: string; children?: ReactNode; compact?: boolean }) {
  return (
    <div className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-2 bg-zinc-950/85 px-6 text-center text-white backdrop-blur-sm">
      <span className={cn('flex items-center justify-center rounded-full bg-white/10 text-rose-300', compact ? 'size-9 [&>svg]:size-4' : 'size-12 [&>svg]:size-6')}>
        {icon}
      </span>
      <p className={cn('font-semibold', compact ? 'text-sm' : 'text-base sm:text-lg')}>{title}</p>
      <p className={cn('max-w-sm text-zinc-300', compact ? 'text-xs' : 'text-sm')}>{text}</p>
      <div className="mt-1 flex flex-wrap items-center justify-center gap-2">{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Eyebrow, title and lead paragraph, shared by the landing sections. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  align = 'center',
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
  align?: 'center' | 'left';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">{eyebrow}</p>
      <h2 className="mt-3 text-3xl font-bold tracking-tight text-balance text-zinc-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-pretty text-zinc-600 dark:text-zinc-400">{children}</p>
    </div>
  );
}

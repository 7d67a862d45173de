import type { ReactNode } from 'react';

/** One titled block of the settings and profile screens. */
export function SettingsCard({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id?: string }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-xs sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id={headingId} className="text-base font-semibold text-zinc-900 dark:text-zinc-100">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

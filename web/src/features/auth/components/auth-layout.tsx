import type { ReactNode } from 'react';
import { BrandHomeLink } from '../../../components/brand-home-link';

/** Centred card on a soft backdrop, shared by the login and callback screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-zinc-50 dark:bg-zinc-950">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[28rem] bg-[radial-gradient(ellipse_60%_100%_at_50%_0%,var(--color-brand-100),transparent)] dark:bg-[radial-gradient(ellipse_60%_100%_at_50%_0%,color-mix(in_oklab,var(--color-brand-900)_45%,transparent),transparent)]"
      />
      <header className="relative px-6 py-5">
        <BrandHomeLink />
      </header>
      <main className="relative flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-md rounded-2xl border border-zinc-200 bg-white p-8 shadow-xl shadow-zinc-900/5 sm:p-10 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/30">
          {children}
        </div>
      </main>
    </div>
  );
}

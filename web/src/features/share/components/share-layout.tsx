import type { ReactNode } from 'react';
import { BrandHomeLink } from '../../../components/brand-home-link';

/**
 * The share target's screen: one compact card, sized for the phone that opened it from its share
 * sheet (in the installed app there is no browser chrome around it).
 */
export function ShareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <header className="px-4 py-4 sm:px-6">
        <BrandHomeLink />
      </header>
      <main className="flex flex-1 justify-center px-4 pb-8 sm:items-center">
        <div className="w-full max-w-md self-start rounded-2xl border border-zinc-200 bg-white p-5 shadow-xl shadow-zinc-900/5 sm:self-auto sm:p-6 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/30">
          {children}
        </div>
      </main>
    </div>
  );
}

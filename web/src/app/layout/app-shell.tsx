import type { ReactNode } from 'react';
import type { CurrentUser } from '../../lib/auth';
import { AppHeader } from './app-header';

/** The signed-in frame: header on top, the screen below. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <AppHeader user={user} />
      <main className="flex flex-1 flex-col px-3 py-6 sm:px-4 lg:px-6 lg:py-8">{children}</main>
    </div>
  );
}

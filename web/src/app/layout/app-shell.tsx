import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { CurrentUser } from '../../lib/auth';
import { AppHeader } from './app-header';

interface AppShellProps {
  user: CurrentUser;
  children: ReactNode;
  /**
   * The bookmarks screen: no padding around the screen (its sidebar runs edge to edge) and a
   * sidebar toggle in the header.
   */
  withSidebar?: boolean;
}

/** The signed-in frame: header on top, the screen below. */
export function AppShell({ user, children, withSidebar = false }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <AppHeader user={user} showSidebarToggle={withSidebar} />
      <main className={cn('flex flex-1 flex-col', !withSidebar && 'px-3 py-6 sm:px-4 lg:px-6 lg:py-8')}>{children}</main>
    </div>
  );
}

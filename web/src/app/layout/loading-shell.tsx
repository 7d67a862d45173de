import { LogoMark } from '../../components/ui/logo';
import { PageSpinner } from '../../components/ui/spinner';
import { ThemeToggle } from './theme-toggle';

/**
 * The signed-in frame while the current-user call is pending for a browser that had a session:
 * the header's shape without the user's parts, and a spinner. Nothing here says "Sign In".
 */
export function LoadingShell() {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/85 backdrop-blur-md dark:border-zinc-800 dark:bg-zinc-950/85">
        <div className="flex h-16 items-center gap-2 px-3 sm:px-4 lg:gap-4 lg:px-6">
          <span className="flex items-center gap-2 text-lg font-semibold tracking-tight text-zinc-900 dark:text-zinc-100">
            <LogoMark />
            <span className="hidden lg:inline">Vidshelf</span>
          </span>
          <div className="flex flex-1 justify-center px-2">
            <div aria-hidden="true" className="hidden h-10 w-full max-w-xl rounded-lg border border-zinc-200 bg-zinc-50 md:block dark:border-zinc-800 dark:bg-zinc-900" />
          </div>
          <ThemeToggle />
          <span aria-hidden="true" className="size-9 animate-pulse rounded-full bg-zinc-200 dark:bg-zinc-800" />
        </div>
      </header>
      <PageSpinner />
    </div>
  );
}

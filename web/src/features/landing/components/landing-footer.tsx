import { LogoMark } from '../../../components/ui/logo';

export function LandingFooter() {
  return (
    <footer className="border-t border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 sm:flex-row sm:px-6">
        <div className="flex items-center gap-2 font-semibold tracking-tight">
          <LogoMark className="size-6 rounded-md" />
          Vidshelf
        </div>
        <p className="text-sm text-zinc-500 dark:text-zinc-400">© 2024 Vidshelf</p>
      </div>
    </footer>
  );
}

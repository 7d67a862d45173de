import { LogoMark } from '../../../components/ui/logo';
import { LanguageSwitch } from '../../../i18n/language-switch';

export function LandingFooter() {
  return (
    <footer className="border-t border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 sm:flex-row sm:px-6">
        <div className="flex items-center gap-2 font-semibold tracking-tight">
          <LogoMark className="size-6 rounded-md" />
          Vidshelf
        </div>
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-6">
          <LanguageSwitch />
          <p className="text-sm text-zinc-500 dark:text-zinc-400">© 2024 Vidshelf</p>
        </div>
      </div>
    </footer>
  );
}

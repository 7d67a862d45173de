import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';
import { LogoMark } from '../components/ui/logo';
import { ThemeToggle } from './layout/theme-toggle';
import { paths } from '../config/paths';
import { useTranslation } from 'react-i18next';

/** Spec 2 §2: any path no route claims. The app's header and a way home, for everyone. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/85 backdrop-blur-md dark:border-zinc-800 dark:bg-zinc-950/85">
        <div className="flex h-16 items-center justify-between gap-2 px-3 sm:px-4 lg:px-6">
          <Link
            to={paths.home}
            className="flex items-center gap-2 rounded-lg text-lg font-semibold tracking-tight text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500 dark:text-zinc-100"
          >
            <LogoMark />
            Vidshelf
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl dark:text-zinc-100">{t('notFound.title')}</h1>
        <Link to={paths.home} className={buttonClasses()}>
          {t('notFound.backToHome')}
        </Link>
      </main>
    </div>
  );
}

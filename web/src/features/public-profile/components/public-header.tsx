import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { XIcon } from '../../../components/ui/icons';
import { LogoMark } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { hideHeader, isHeaderHidden } from '../lib/local-memory';

/** The dismissible site header of a public page; once closed it stays hidden for 24 hours (spec 2 §4). */
export function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('publicProfile');
  const [hidden, setHidden] = useState(() => isHeaderHidden());
  if (hidden) return null;
  return (
    <header className="border-b border-zinc-200 bg-white/85 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/85">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <Link to={paths.home} className="flex min-w-0 items-center gap-2 font-semibold text-zinc-900 dark:text-zinc-100">
          <LogoMark className="size-7" />
          <span>Vidshelf</span>
        </Link>
        <p className="hidden min-w-0 truncate text-sm text-zinc-500 md:block dark:text-zinc-400">{t('header.tagline')}</p>
        <div className="ml-auto flex items-center gap-1">
          <Link to={signedIn ? paths.home : paths.login} className={buttonClasses({ size: 'sm' })}>
            {signedIn ? t('header.goToDashboard') : t('header.getStarted')}
          </Link>
          <button
            type="button"
            onClick={() => {
              hideHeader();
              setHidden(true);
            }}
            aria-label={t('header.hide')}
            title={t('header.hideTitle')}
            className="flex size-9 cursor-pointer items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
          >
            <XIcon className="size-4" />
          </button>
        </div>
      </div>
    </header>
  );
}

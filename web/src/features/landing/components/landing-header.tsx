import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { LogoMark } from '../../../components/ui/logo';
import { useTranslation } from 'react-i18next';

export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200/70 bg-white/80 backdrop-blur-md dark:border-zinc-800/70 dark:bg-zinc-950/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-lg text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
        >
          <LogoMark />
          Vidshelf
        </Link>
        <Link
          to={signedIn ? paths.home : paths.login}
          className={buttonClasses({ variant: signedIn ? 'primary' : 'secondary', size: 'sm' })}
        >
          {signedIn ? t('header.goToHome') : t('header.signIn')}
        </Link>
      </div>
    </header>
  );
}

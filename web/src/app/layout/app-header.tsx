import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/ui/logo';
import { cn } from '../../lib/cn';
import type { CurrentUser } from '../../lib/auth';
import { paths } from '../../config/paths';
import { HeaderSearch } from './header-search';
import { MobileSearch } from './mobile-search';
import { SidebarToggle } from './sidebar-toggle';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';
import { useTranslation } from 'react-i18next';

export function AppHeader({ user, showSidebarToggle }: { user: CurrentUser; showSidebarToggle: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/85 backdrop-blur-md dark:border-zinc-800 dark:bg-zinc-950/85">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-4 lg:gap-4 lg:px-6">
        {showSidebarToggle ? <SidebarToggle /> : null}
        {/* Spec 1 §2: logo and product name on large screens. Away from the bookmarks screen the
            mark stays on small screens too: it is the only way home there. */}
        <Link
          to={paths.home}
          aria-label={t('header.home')}
          className={cn(
            'items-center gap-2 rounded-lg text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500',
            showSidebarToggle ? 'hidden lg:flex' : 'flex',
          )}
        >
          <LogoMark />
          <span className="hidden lg:inline">Vidshelf</span>
        </Link>
        <div className="flex flex-1 justify-center px-2">
          <HeaderSearch />
        </div>
        <MobileSearch />
        <ThemeToggle />
        <UserMenu user={user} />
      </div>
    </header>
  );
}

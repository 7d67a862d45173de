import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

const LINK =
  'inline-flex h-9 shrink-0 items-center rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const IDLE = 'text-zinc-600 hover:bg-zinc-200/60 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100';
const ACTIVE = 'bg-white text-zinc-900 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:text-white dark:ring-zinc-800';

/** The back office's own navigation: every admin screen reaches the other two from here. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  // Creating and editing a member belong to Virtual Members.
  const inMembers = [paths.adminVirtualMembers, paths.adminCreateVirtualMember, paths.adminEditVirtualMember.replace(':id', '')].some((path) => pathname.startsWith(path));
  const links = [
    { to: paths.admin, label: t('nav.dashboard'), active: pathname === paths.admin || pathname === `${paths.admin}/` },
    { to: paths.adminUsers, label: t('nav.users'), active: pathname.startsWith(paths.adminUsers) },
    { to: paths.adminVirtualMembers, label: t('nav.virtualMembers'), active: inMembers },
  ];
  return (
    <nav aria-label={t('nav.label')} className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <ul className="-mx-1 flex gap-1 overflow-x-auto rounded-xl bg-zinc-100 p-1 sm:inline-flex dark:bg-zinc-900/60">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={link.active ? 'page' : undefined} className={cn(LINK, link.active ? ACTIVE : IDLE)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

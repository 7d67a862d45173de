import { ArrowLeftIcon } from '../../../components/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { initialsOf } from '../../../lib/format';
import { displayNameOf } from '../lib/profile-texts';
import { ProfileTexts } from './profile-texts';
import { ProfileVisibility } from './profile-visibility';
import { PublicLink } from './public-link';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-xs sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 className="mb-4 text-base font-semibold text-zinc-900 dark:text-zinc-100">{title}</h2>
      {children}
    </section>
  );
}

/** /profile (spec 2 §2): who you are, your title and description, and whether the page is public. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useCurrentUser();
  if (!user) return <PageSpinner />;
  const name = displayNameOf(user, t('page.unknownUser'));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 break-keep">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-zinc-50">{t('page.title')}</h1>
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <ArrowLeftIcon className="size-4" />
          {t('page.back')}
        </Link>
      </div>

      <section aria-label={t('page.account')} className="flex items-center gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-xs sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
        <Avatar src={user.profileImageUrl} name={name} fallback={initialsOf(user)} className="size-16 text-lg sm:size-20 sm:text-xl" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-zinc-900 dark:text-zinc-100">{name}</p>
          {user.email ? <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">{user.email}</p> : null}
          <p className="truncate text-sm text-zinc-500 dark:text-zinc-400">{user.handle ? `@${user.handle}` : t('page.noHandle')}</p>
        </div>
      </section>

      <Card title={t('page.about')}>
        <ProfileTexts user={user} />
      </Card>

      <Card title={t('page.publicProfile')}>
        <div className="flex flex-col gap-5">
          <PublicLink handle={user.handle} />
          <ProfileVisibility user={user} />
        </div>
      </Card>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { BookmarkIcon, CalendarIcon, HeartIcon, LinkIcon, MailIcon, StarIcon } from '../../../components/ui/icons';
import { currentLanguage } from '../../../i18n';
import { formatJoinedDate, publicDisplayName } from '../lib/sections';
import type { PublicBookmark, PublicUser } from '../types';
import { PublicBookmarkCard } from './public-bookmark-card';

interface ProfileCardProps {
  user: PublicUser;
  onPlayFeatured(bookmark: PublicBookmark): void;
  featuredInlinePlayer: ReactNode;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      <span className="shrink-0 text-zinc-400 dark:text-zinc-500">{icon}</span>
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

/** The main card (spec 2 §2): who this is, how to reach the page, counts, and the featured video. */
export function ProfileCard({ user, onPlayFeatured, featuredInlinePlayer }: ProfileCardProps) {
  const { t, i18n } = useTranslation('publicProfile');
  const name = publicDisplayName(user);
  const link = `${window.location.origin}/${user.handle}`;
  const initials = (user.firstName?.[0] ?? '') + (user.lastName?.[0] ?? '') || user.handle[0]?.toUpperCase() || '?';
  const featured = user.featuredVideo;
  return (
    <section
      aria-label={t('card.label')}
      className="grid gap-6 overflow-hidden rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <Avatar src={user.profileImageUrl} name={name} fallback={initials.toUpperCase()} className="size-16 text-lg sm:size-20 sm:text-xl" />
          <div className="min-w-0">
            <h1 className="truncate text-xl font-bold tracking-tight text-zinc-900 sm:text-2xl dark:text-zinc-50">{name}</h1>
            <p className="truncate text-sm text-zinc-500 dark:text-zinc-400">@{user.handle}</p>
            {user.title ? <p className="mt-1 text-sm font-medium text-zinc-700 dark:text-zinc-300">{user.title}</p> : null}
          </div>
        </div>
        {user.description ? <p className="text-sm leading-relaxed whitespace-pre-line text-zinc-600 dark:text-zinc-400">{user.description}</p> : null}
        <ul className="grid gap-2 text-sm text-zinc-600 sm:grid-cols-2 dark:text-zinc-400">
          <Fact icon={<LinkIcon className="size-4" />}>
            <a href={link} className="text-brand-700 hover:underline dark:text-brand-400">
              {link.replace(/^https?:\/\//, '')}
            </a>
          </Fact>
          {user.email ? (
            <Fact icon={<MailIcon className="size-4" />}>
              <a href={`mailto:${user.email}`} className="hover:underline">
                {user.email}
              </a>
            </Fact>
          ) : null}
          <Fact icon={<BookmarkIcon className="size-4" />}>
            {t('card.bookmarks', { count: user.bookmarkCount })}
          </Fact>
          {user.showFavorites ? (
            <Fact icon={<HeartIcon className="size-4" />}>
              {t('card.favorites', { count: user.favoriteCount })}
            </Fact>
          ) : null}
          <Fact icon={<CalendarIcon className="size-4" />}>
            {t('card.joined', { date: formatJoinedDate(user.createdAt, currentLanguage(i18n.resolvedLanguage), t('notAvailable')) })}
          </Fact>
        </ul>
      </div>
      {featured ? (
        <div className="flex min-w-0 flex-col gap-2">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-amber-600 uppercase dark:text-amber-400">
            <StarIcon className="size-3.5" /> {t('card.featuredVideo')}
          </p>
          <PublicBookmarkCard bookmark={featured} onPlay={() => onPlayFeatured(featured)} inlinePlayer={featuredInlinePlayer} />
        </div>
      ) : null}
    </section>
  );
}

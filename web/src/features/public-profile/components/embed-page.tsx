import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { PlayIcon } from '../../../components/ui/icons';
import { LogoMark } from '../../../components/ui/logo';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { serverMessageOr } from '../../../lib/api';
import { usePublicProfile } from '../api';
import { useOwnerTheme } from '../hooks/use-owner-theme';
import { usePublicPlayback } from '../hooks/use-public-playback';
import { publicDisplayName } from '../lib/sections';
import type { PublicPlayerSlots } from '../types';
import { ProfileUnavailable } from './profile-unavailable';
import { PublicBookmarkCard } from './public-bookmark-card';

/**
 * /{handle}/embed and /{handle}/{categoryId}/embed: the collection in an iframe on another site.
 * No sign-in and no app chrome: the cards, play-all in the player (which loads YouTube only on
 * play), and a link back to the profile, in the owner's theme. Always the player dialog, never
 * inline: an iframe is narrow, and play-all must go on from one video to the next.
 */
export function EmbedPage({ player }: { player: PublicPlayerSlots }) {
  const { t } = useTranslation('publicProfile');
  const { handle = '', categoryId } = useParams();
  const { profile, error, isLoading } = usePublicProfile(handle);
  const playback = usePublicPlayback(false);
  useOwnerTheme(profile?.user.publicTheme);

  if (isLoading) return <PageSpinner />;
  const category = categoryId ? profile?.categories.find((c) => c.id === categoryId) : undefined;
  if (error || !profile || !profile.user.showBookmarkList || (categoryId && !category)) {
    return <ProfileUnavailable message={serverMessageOr(error, t('unavailable.fallback'))} />;
  }
  const list = category ? profile.bookmarks.filter((b) => b.categories.some((c) => c.id === category.id)) : profile.bookmarks;
  const name = publicDisplayName(profile.user);
  return (
    <div className="flex min-h-dvh flex-col gap-3 bg-zinc-50 p-3 text-zinc-900 break-keep dark:bg-zinc-950 dark:text-zinc-100">
      <header className="flex min-w-0 items-center gap-2">
        <a
          href={generatePath(paths.publicProfile, { handle: profile.user.handle })}
          target="_blank"
          rel="noopener"
          className="flex min-w-0 items-center gap-2 font-semibold hover:underline"
        >
          <LogoMark className="size-6 shrink-0" />
          <span className="truncate">{category ? `${category.name} · ${name}` : name}</span>
        </a>
        {list.length > 0 ? (
          <button type="button" className={buttonClasses({ size: 'sm', className: 'ml-auto shrink-0' })} onClick={() => playback.play(list, list[0]!, 'embed')}>
            <PlayIcon className="size-4" aria-hidden="true" />
            {t('embed.playAll')}
          </button>
        ) : null}
      </header>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3">
        {list.map((bookmark) => (
          <li key={bookmark.id} className="min-w-0">
            <PublicBookmarkCard bookmark={bookmark} onPlay={() => playback.play(list, bookmark, 'embed')} />
          </li>
        ))}
      </ul>
      <a
        href={generatePath(paths.publicProfile, { handle: profile.user.handle })}
        target="_blank"
        rel="noopener"
        className="self-center text-sm text-brand-700 hover:underline dark:text-brand-400"
      >
        {t('embed.viewOnVidshelf')}
      </a>
      {playback.session ? player.dialog({ session: playback.session, open: playback.open, onOpenChange: playback.setOpen }) : null}
    </div>
  );
}

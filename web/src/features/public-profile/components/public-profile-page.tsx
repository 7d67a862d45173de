import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { usePublicProfile } from '../api';
import { useIsPhone } from '../hooks/use-is-phone';
import { usePublicCollection } from '../hooks/use-public-collection';
import { useOwnerTheme } from '../hooks/use-owner-theme';
import { usePublicPlayback } from '../hooks/use-public-playback';
import { useVisitTracking } from '../hooks/use-visit-tracking';
import { FAVORITES_PLACE, placeQueue, publicDisplayName } from '../lib/sections';
import type { PublicBookmark, PublicPlayerSlots } from '../types';
import { EmbedButton } from './embed-button';
import { FollowLink } from './follow-link';
import { ProfileCard } from './profile-card';
import { ProfileUnavailable } from './profile-unavailable';
import { PublicBookmarks } from './public-bookmarks';
import { PublicHeader } from './public-header';

/**
 * The public profile page at /{handle} (spec 2 §2, §4): no app shell, the owner's theme, the
 * visit counted once a day. The player comes in from app/ through `player`. Texts follow the
 * visitor's language (browser or remembered choice), never the owner's.
 */
export function PublicProfilePage({ player }: { player: PublicPlayerSlots }) {
  const { t } = useTranslation('publicProfile');
  const { handle = '' } = useParams();
  const { user: viewer } = useCurrentUser();
  const { profile, error, isLoading } = usePublicProfile(handle);
  const collection = usePublicCollection(handle, profile);
  const favorites = usePublicCollection(handle, profile, { favorites: true });
  const isPhone = useIsPhone();
  const playback = usePublicPlayback(isPhone);
  useOwnerTheme(profile?.user.publicTheme);
  useVisitTracking(profile?.user.handle, profile?.user.isOwner);

  const { isPlayingInline, stopInline } = playback;
  // Stable while nothing starts or stops playing inline: the cards on screen skip a page load's render.
  const inlinePlayerFor = useCallback(
    (bookmark: PublicBookmark, place: string) => (isPlayingInline(bookmark, place) ? player.inline({ bookmark, onClose: stopInline, onEnded: stopInline }) : null),
    [isPlayingInline, stopInline, player],
  );

  let content;
  if (isLoading) content = <PageSpinner />;
  else if (error || !profile) content = <ProfileUnavailable message={serverMessageOr(error, t('unavailable.fallback'))} />;
  else {
    const { user } = profile;
    content = (
      <div className="flex flex-col gap-8">
        {user.showMainCard ? (
          <ProfileCard
            user={user}
            onPlayFeatured={(bookmark) => playback.play([bookmark], bookmark, 'featured')}
            featuredInlinePlayer={user.featuredVideo ? inlinePlayerFor(user.featuredVideo, 'featured') : null}
          />
        ) : (
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-zinc-50">@{user.handle}</h1>
        )}
        {user.showBookmarkList ? (
          <div className="-mt-5 flex flex-wrap items-center gap-2">
            <FollowLink handle={user.handle} />
            <EmbedButton handle={user.handle} name={publicDisplayName(user)} categories={profile.categories} />
          </div>
        ) : null}
        <PublicBookmarks
          profile={profile}
          bookmarks={collection.bookmarks}
          more={collection.more}
          favorites={favorites}
          canSubscribe={!!viewer && !user.isOwner}
          onPlay={playback.play}
          inlinePlayerFor={inlinePlayerFor}
        />
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 text-zinc-900 break-keep dark:bg-zinc-950 dark:text-zinc-100">
      <PublicHeader signedIn={!!viewer} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">{content}</main>
      {playback.session
        ? player.dialog({
            // The queue follows its section (or the favourites) as further pages load, and asks for them near its end.
            session: {
              ...playback.session,
              queue:
                (playback.session.place === FAVORITES_PLACE ? favorites.bookmarks : placeQueue(playback.session.place, collection.bookmarks, profile?.categories ?? [])) ??
                playback.session.queue,
            },
            open: playback.open,
            onOpenChange: playback.setOpen,
            onQueueNearEnd: playback.session.place === FAVORITES_PLACE ? favorites.more.loadMore : collection.more.loadMore,
          })
        : null}
    </div>
  );
}

import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { PlayIcon } from '../../../components/ui/icons';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { LogoMark } from '../../../components/ui/logo';
import { PageSpinner } from '../../../components/ui/spinner';
import { useElementWidth } from '../../../components/virtual/use-element-width';
import { useFocusAfterLoadMore } from '../../../components/virtual/use-focus-after-load-more';
import { useInfiniteScroll } from '../../../components/virtual/use-infinite-scroll';
import { VirtualGrid } from '../../../components/virtual/virtual-grid';
import { paths } from '../../../config/paths';
import { serverMessageOr } from '../../../lib/api';
import { usePublicBookmarkPages, usePublicProfile } from '../api';
import { useOwnerTheme } from '../hooks/use-owner-theme';
import { usePublicPlayback } from '../hooks/use-public-playback';
import { publicDisplayName } from '../lib/sections';
import type { PublicBookmark, PublicPlayerSlots } from '../types';
import { ProfileUnavailable } from './profile-unavailable';
import { PublicBookmarkCard, publicCardHeight } from './public-bookmark-card';

const GAP = 12;
/** The narrowest card (12 rem): as many columns as fit. */
const MIN_CARD = 192;

/**
 * /{handle}/embed and /{handle}/{categoryId}/embed: the collection in an iframe on another site.
 * No sign-in and no app chrome: the cards, play-all in the player (which loads YouTube only on
 * play), and a link back to the profile, in the owner's theme. Always the player dialog, never
 * inline: an iframe is narrow, and play-all must go on from one video to the next. The cards come
 * page by page as the frame scrolls, only those near the viewport in the DOM, so a collection of
 * any length is reachable.
 */
export function EmbedPage({ player }: { player: PublicPlayerSlots }) {
  const { t } = useTranslation('publicProfile');
  const { handle = '', categoryId } = useParams();
  const { profile, error, isLoading } = usePublicProfile(handle, { withBookmarks: false });
  const category = categoryId ? profile?.categories.find((c) => c.id === categoryId) : undefined;
  const available = !!profile && profile.user.showBookmarkList && (!categoryId || !!category);
  const list = usePublicBookmarkPages(handle, { categoryId: category?.id ?? null, enabled: available });
  const playback = usePublicPlayback(false);
  useOwnerTheme(profile?.user.publicTheme);

  if (isLoading) return <PageSpinner />;
  if (error || !profile || !available) {
    return <ProfileUnavailable message={serverMessageOr(error, t('unavailable.fallback'))} />;
  }
  const name = publicDisplayName(profile.user);
  const home = generatePath(paths.publicProfile, { handle: profile.user.handle });
  const play = (bookmark: PublicBookmark) => playback.play(list.bookmarks, bookmark, 'embed');
  return (
    <div className="flex min-h-dvh flex-col gap-3 bg-zinc-50 p-3 text-zinc-900 break-keep dark:bg-zinc-950 dark:text-zinc-100">
      <header className="flex min-w-0 items-center gap-2">
        <a href={home} target="_blank" rel="noopener" className="flex min-w-0 items-center gap-2 font-semibold hover:underline">
          <LogoMark className="size-6 shrink-0" />
          <span className="truncate">{category ? `${category.name} · ${name}` : name}</span>
        </a>
        {list.bookmarks.length > 0 ? (
          <button type="button" className={buttonClasses({ size: 'sm', className: 'ml-auto shrink-0' })} onClick={() => play(list.bookmarks[0]!)}>
            <PlayIcon className="size-4" aria-hidden="true" />
            {t('embed.playAll')}
          </button>
        ) : null}
      </header>
      {list.isLoading ? <PageSpinner /> : <EmbedCards list={list} label={category?.name ?? name} onPlay={play} />}
      <a href={home} target="_blank" rel="noopener" className="self-center text-sm text-brand-700 hover:underline dark:text-brand-400">
        {t('embed.viewOnVidshelf')}
      </a>
      {playback.session
        ? // The queue is the collection as it loads: it asks for the next page near its end.
          player.dialog({ session: { ...playback.session, queue: list.bookmarks }, open: playback.open, onOpenChange: playback.setOpen, onQueueNearEnd: list.loadMore })
        : null}
    </div>
  );
}

interface EmbedCardsProps {
  list: ReturnType<typeof usePublicBookmarkPages>;
  label: string;
  onPlay(bookmark: PublicBookmark): void;
}

/**
 * The loaded cards in a virtual grid; the next page loads as the end comes near. A Load More
 * button is that end for a keyboard user, who would otherwise tab past the last loaded card out
 * of the list, and it hands focus on to the first card it brought.
 */
function EmbedCards({ list, label, onPlay }: EmbedCardsProps) {
  const { t } = useTranslation('publicProfile');
  const container = useRef<HTMLDivElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  useFocusAfterLoadMore(container, loadMoreButton, list.bookmarks.length);
  const width = useElementWidth(container);
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_CARD + GAP)));
  const cardWidth = (width - GAP * (columns - 1)) / columns;
  const sentinel = useInfiniteScroll({ enabled: list.hasMore && !list.isLoadingMore, itemCount: list.loadedPages, onReachEnd: list.loadMore });
  return (
    <div ref={container} className="flex flex-col gap-3">
      <VirtualGrid
        items={list.bookmarks}
        getKey={(b) => b.id}
        columns={columns}
        estimateRowHeight={publicCardHeight(cardWidth)}
        rowsAsEstimated
        rowGap={GAP}
        rowClassName="gap-x-3"
        label={label}
        setSize={list.hasMore ? -1 : list.bookmarks.length}
        renderItem={(bookmark) => <PublicBookmarkCard bookmark={bookmark} onPlay={() => onPlay(bookmark)} className="h-full" />}
      />
      {list.hasMore ? <div ref={sentinel} aria-hidden="true" className="h-px" /> : null}
      {list.hasMore ? (
        <div className="flex justify-center">
          <LoadMoreButton ref={loadMoreButton} loading={list.isLoadingMore} onLoadMore={list.loadMore} label={t('sections.loadMore')} loadingLabel={t('sections.loading')} />
        </div>
      ) : null}
    </div>
  );
}

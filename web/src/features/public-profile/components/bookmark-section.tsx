import { type ReactNode, memo, useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { useElementWidth } from '../../../components/virtual/use-element-width';
import { useFocusAfterLoadMore } from '../../../components/virtual/use-focus-after-load-more';
import { useInfiniteScroll } from '../../../components/virtual/use-infinite-scroll';
import { VirtualGrid } from '../../../components/virtual/virtual-grid';
import { VirtualRow } from '../../../components/virtual/virtual-row';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { MoreBookmarks } from '../hooks/use-public-collection';
import type { PublicBookmark } from '../types';
import { PublicBookmarkCard, publicCardHeight } from './public-bookmark-card';

interface BookmarkSectionProps {
  /** Where on the page this section is (a bookmark may appear in several). */
  place: string;
  title: string;
  color?: string | null;
  icon?: ReactNode;
  bookmarks: PublicBookmark[];
  /** How many the header counts: the whole list's total while more pages remain (default: those loaded). */
  count?: number;
  /** The Subscribe / Unsubscribe button, when the viewer may use it. */
  action?: ReactNode;
  /** 'row': one scrolling line (Favorites); 'grid': a grid from 768 px, one column below. */
  layout?: 'grid' | 'row';
  /** The list goes on past the loaded pages: a grid or a row asks for the next as its end comes near. */
  more?: MoreBookmarks;
  onPlay(queue: PublicBookmark[], bookmark: PublicBookmark, place: string): void;
  inlinePlayerFor(bookmark: PublicBookmark, place: string): ReactNode;
}

/** One group of the public page: its name, count and action, then its bookmarks. */
export function BookmarkSection({ place, title, color, icon, bookmarks, count = bookmarks.length, action, layout = 'grid', more, onPlay, inlinePlayerFor }: BookmarkSectionProps) {
  const { t } = useTranslation('publicProfile');
  const headingId = useId();
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={headingId} className="flex min-w-0 items-center gap-2 text-base font-semibold text-zinc-900 dark:text-zinc-100">
          {color ? <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: color }} /> : icon}
          <span className="truncate">{title}</span>
        </h2>
        <span className="text-sm text-zinc-500 dark:text-zinc-400">
          {t('sections.count', { count })}
        </span>
        {action ? <div className="ml-auto">{action}</div> : null}
      </div>
      <SectionItems bookmarks={bookmarks} layout={layout} label={t('sections.listLabel', { title })} headingId={headingId} place={place} more={more} onPlay={onPlay} inlinePlayerFor={inlinePlayerFor} />
    </section>
  );
}

const GAP = 16;
/** The favourites row shows 85% of a card below 768 px, three from there and four from 1280 px; at least 15 rem each. */
const ROW_MIN_CARD = 240;

type SectionItemsProps = Pick<BookmarkSectionProps, 'bookmarks' | 'place' | 'more' | 'onPlay' | 'inlinePlayerFor'> & { layout: 'grid' | 'row'; label: string; headingId: string };

/** A section's cards, only those near the viewport in the DOM: a grid of 1–4 columns, or one scrolling row. */
function SectionItems({ bookmarks, layout, label, headingId, place, more, onPlay, inlinePlayerFor }: SectionItemsProps) {
  const { t } = useTranslation('publicProfile');
  const container = useRef<HTMLDivElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  useFocusAfterLoadMore(container, loadMoreButton, bookmarks.length);
  const scroller = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const md = useMediaQuery('(min-width: 768px)');
  const lg = useMediaQuery('(min-width: 1024px)');
  const xl = useMediaQuery('(min-width: 1280px)');
  const hasMore = !!more?.hasMore;
  const paging = { enabled: hasMore && !more!.isLoadingMore, loadedPages: more?.loadedPages ?? 0, onReachEnd: () => more?.loadMore() };
  const sentinel = useInfiniteScroll({ enabled: layout === 'grid' && paging.enabled, itemCount: paging.loadedPages, onReachEnd: paging.onReachEnd });
  // A card plays its section as it stands when clicked. Each page that loads gives the section a new
  // array; read through a ref, it leaves the cards' props alone, so the cards rendered in every
  // section skip the page load's re-render.
  const queue = useRef(bookmarks);
  queue.current = bookmarks;
  const playCard = useCallback((bookmark: PublicBookmark) => onPlay(queue.current, bookmark, place), [onPlay, place]);
  const renderItem = (bookmark: PublicBookmark) => <SectionCard bookmark={bookmark} place={place} onPlay={playCard} inlinePlayerFor={inlinePlayerFor} />;
  // The cards page in as the list's end comes near; this button is that end for a keyboard user,
  // who would otherwise tab past the last loaded card into the next section. It names its section.
  const loadMore = hasMore ? (
    <div className="mt-2 flex justify-center">
      <LoadMoreButton ref={loadMoreButton} loading={more!.isLoadingMore} onLoadMore={more!.loadMore} label={t('sections.loadMore')} loadingLabel={t('sections.loading')} aria-describedby={headingId} />
    </div>
  ) : null;
  if (layout === 'row') {
    const perView = xl ? 4 : md ? 3 : 0;
    const itemWidth = Math.max(ROW_MIN_CARD, perView ? (width - GAP * (perView - 1)) / perView : width * 0.85);
    return (
      <div ref={container}>
        <VirtualRow
          scroller={scroller}
          scrollerClassName="overflow-x-auto pb-2"
          items={bookmarks}
          getKey={(b) => b.id}
          itemWidth={itemWidth}
          gap={GAP}
          label={label}
          setSize={hasMore ? -1 : bookmarks.length}
          paging={paging}
          renderItem={renderItem}
        />
        {loadMore}
      </div>
    );
  }
  const columns = xl ? 4 : lg ? 3 : md ? 2 : 1;
  const cardWidth = (width - GAP * (columns - 1)) / columns;
  return (
    <div ref={container}>
      <VirtualGrid
        items={bookmarks}
        getKey={(b) => b.id}
        columns={columns}
        estimateRowHeight={publicCardHeight(cardWidth)}
        rowsAsEstimated
        rowGap={GAP}
        rowClassName="gap-x-4"
        label={label}
        setSize={hasMore ? -1 : bookmarks.length}
        renderItem={renderItem}
      />
      {hasMore ? <div ref={sentinel} aria-hidden="true" className="h-px" /> : null}
      {loadMore}
    </div>
  );
}

// Memoized: a scroll step re-renders the virtual rows, and the cards already on screen need not follow.
const SectionCard = memo(function SectionCard({ bookmark, place, onPlay, inlinePlayerFor }: Pick<BookmarkSectionProps, 'place' | 'inlinePlayerFor'> & { bookmark: PublicBookmark; onPlay(bookmark: PublicBookmark): void }) {
  return <PublicBookmarkCard bookmark={bookmark} onPlay={() => onPlay(bookmark)} inlinePlayer={inlinePlayerFor(bookmark, place)} className="h-full" />;
});

import { Button } from '../../components/ui/button';
import { type ReactNode, memo, useRef } from 'react';
import { AlertCircleIcon, ChevronRightIcon, RefreshIcon } from '../../components/ui/icons';
import type { Bookmark } from '../../lib/models';
import { cn } from '../../lib/cn';
import type { ViewMode } from '../../features/library/stores/library-view';
import { BookmarkCard, type BookmarkCardLayout } from '../../features/bookmarks/components/bookmark-card';
import { BookmarkSkeleton } from '../../features/bookmarks/components/bookmark-skeleton';
import { type BookmarkSection, UNCATEGORIZED_SECTION_ID } from '../../features/bookmarks/lib/sections';
import { useHorizontalOverflow } from '../../features/library/hooks/use-horizontal-overflow';
import { useElementWidth } from '../../components/virtual/use-element-width';
import { VirtualGrid } from '../../components/virtual/virtual-grid';
import { VirtualRow } from '../../components/virtual/virtual-row';
import { useTranslation } from 'react-i18next';

/** Spec 1 §9: twelve skeleton cards while the list loads. */
const SKELETON_COUNT = 12;

export interface CardHandlers {
  featuredId: string | null;
  selectedIds: ReadonlySet<string>;
  onSelectedChange: (bookmark: Bookmark, selected: boolean) => void;
  onPlay: (bookmark: Bookmark) => void;
  onEdit: (bookmark: Bookmark) => void;
  onDelete: (bookmark: Bookmark) => void;
  /** Phones: the inline player of the card that is playing, if any. */
  inlinePlayerFor?: (bookmark: Bookmark) => ReactNode;
}

/** Columns follow the space the list has (the sidebar takes some), not the window. */
const GRID = 'grid grid-cols-1 gap-x-4 gap-y-8 @[34rem]:grid-cols-2 @[52rem]:grid-cols-3 @[74rem]:grid-cols-4 @[96rem]:grid-cols-5';

function layoutFor(mode: ViewMode, isMobile: boolean): BookmarkCardLayout {
  if (mode === 'list') return 'list';
  return isMobile ? 'mobile' : 'grid';
}

// Memoized: a scroll step re-renders the virtual rows, and the cards already on screen need not follow.
const Card = memo(function Card({ bookmark, layout, handlers, className }: { bookmark: Bookmark; layout: BookmarkCardLayout; handlers: CardHandlers; className?: string }) {
  return (
    <BookmarkCard
      bookmark={bookmark}
      layout={layout}
      isFeatured={handlers.featuredId === bookmark.id}
      selected={handlers.selectedIds.has(bookmark.id)}
      selectionActive={handlers.selectedIds.size > 0}
      onSelectedChange={(selected) => handlers.onSelectedChange(bookmark, selected)}
      onPlay={() => handlers.onPlay(bookmark)}
      onEdit={() => handlers.onEdit(bookmark)}
      onDelete={() => handlers.onDelete(bookmark)}
      inlinePlayer={handlers.inlinePlayerFor?.(bookmark)}
      className={className}
    />
  );
});

/** Twelve placeholders in the shape of the current view. */
export function CollectionSkeleton({ mode, isMobile }: { mode: ViewMode; isMobile: boolean }) {
  const { t } = useTranslation('library');
  const layout = layoutFor(mode, isMobile);
  return (
    <div className="@container" aria-busy="true" aria-label={t('collection.loading')} role="status">
      <div className={layout === 'list' ? 'space-y-3' : GRID}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <BookmarkSkeleton key={i} layout={layout} />
        ))}
      </div>
    </div>
  );
}

interface BookmarkCollectionProps {
  bookmarks: Bookmark[];
  sections: BookmarkSection<Bookmark>[];
  mode: ViewMode;
  isMobile: boolean;
  handlers: CardHandlers;
  onOpenSection: (categoryId: string) => void;
  /** How many bookmarks the whole list has, -1 while more pages may load. */
  setSize: number;
}

/** Container widths (px) from which the grid shows 2, 3, 4 and 5 columns: 34, 52, 74 and 96 rem. */
const COLUMN_STEPS = [544, 832, 1184, 1536];
const GRID_GAP_X = 16;
const GRID_GAP_Y = 32;
const LIST_GAP = 12;
/** A grid card's text under its thumbnail (two title lines, channel, meta, badges), px. */
const GRID_TEXT_HEIGHT = 120;
const LIST_ROW_HEIGHT = 150;

export function gridColumns(width: number): number {
  return 1 + COLUMN_STEPS.filter((step) => width >= step).length;
}

function estimateRowHeight(layout: BookmarkCardLayout, width: number, columns: number): number {
  if (layout === 'list') return LIST_ROW_HEIGHT;
  const cardWidth = (width - GRID_GAP_X * (columns - 1)) / columns;
  return Math.round((cardWidth * 9) / 16 + GRID_TEXT_HEIGHT);
}

/** The bookmarks in grid, list or category sections (spec 1 §2 "Lists"), only those near the viewport in the DOM. */
export function BookmarkCollection({ bookmarks, sections, mode, isMobile, handlers, onOpenSection, setSize }: BookmarkCollectionProps) {
  const { t } = useTranslation('library');
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const layout = layoutFor(mode, isMobile);
  if (mode === 'category-sections') {
    return (
      <div className="space-y-10">
        {sections.map((section) => (
          <SectionRow key={section.id} section={section} isMobile={isMobile} handlers={handlers} onOpen={onOpenSection} />
        ))}
      </div>
    );
  }
  const columns = layout === 'list' ? 1 : gridColumns(width);
  return (
    <div ref={container}>
      <VirtualGrid
        items={bookmarks}
        getKey={(bookmark) => bookmark.id}
        columns={columns}
        estimateRowHeight={estimateRowHeight(layout, width, columns)}
        rowGap={layout === 'list' ? LIST_GAP : GRID_GAP_Y}
        rowClassName={layout === 'list' ? undefined : 'gap-x-4'}
        label={t('collection.label')}
        setSize={setSize}
        cacheKey={`library-${layout}`}
        renderItem={(bookmark) => <Card bookmark={bookmark} layout={layout} handlers={handlers} />}
      />
    </div>
  );
}

/** A section card's width: 18 rem, or 78% of a phone's width. */
const SECTION_CARD_WIDTH = 288;
const sectionCardWidth = (isMobile: boolean) => (isMobile ? Math.min(SECTION_CARD_WIDTH, Math.round(window.innerWidth * 0.78)) : SECTION_CARD_WIDTH);

function SectionRow({ section, isMobile, handlers, onOpen }: { section: BookmarkSection<Bookmark>; isMobile: boolean; handlers: CardHandlers; onOpen: (id: string) => void }) {
  const headingId = `section-${section.id}`;
  const isCategory = section.id !== UNCATEGORIZED_SECTION_ID;
  const { t } = useTranslation('library');
  // sections.ts names the last section in English; it is shown in the UI language.
  const name = isCategory ? section.name : t('collection.uncategorized');
  const row = useRef<HTMLDivElement>(null);
  const { overflows, atStart, atEnd } = useHorizontalOverflow(row);
  const scroll = (direction: 1 | -1) => row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });
  const arrow =
    'hidden size-8 cursor-pointer items-center justify-center rounded-full border border-zinc-200 bg-white text-zinc-600 shadow-xs hover:bg-zinc-50 hover:text-zinc-900 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-500 sm:flex dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:disabled:hover:bg-zinc-900';
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex min-w-0 items-center gap-2 text-base font-semibold text-zinc-900 dark:text-zinc-100">
          <span
            aria-hidden="true"
            className={cn('size-2.5 shrink-0 rounded-full', !section.color && 'border border-dashed border-zinc-400 dark:border-zinc-500')}
            style={section.color ? { backgroundColor: section.color } : undefined}
          />
          <span className="truncate">{name}</span>
          <span className="rounded-full bg-zinc-200/70 px-2 py-px text-xs font-medium text-zinc-600 tabular-nums dark:bg-zinc-800 dark:text-zinc-400">
            {section.count}
          </span>
        </h2>
        <div className="flex shrink-0 items-center gap-1.5">
          {overflows ? (
            <>
              <button type="button" className={arrow} onClick={() => scroll(-1)} disabled={atStart} aria-label={t('collection.scrollBack', { name })}>
                <ChevronRightIcon className="size-4 rotate-180" />
              </button>
              <button type="button" className={arrow} onClick={() => scroll(1)} disabled={atEnd} aria-label={t('collection.scrollForward', { name })}>
                <ChevronRightIcon className="size-4" />
              </button>
            </>
          ) : null}
        {isCategory ? (
          <button
            type="button"
            onClick={() => onOpen(section.id)}
            className="inline-flex shrink-0 cursor-pointer items-center gap-0.5 rounded-md px-2 py-1 text-sm font-medium text-zinc-600 hover:bg-zinc-200/60 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
            aria-label={t('collection.viewAllOf', { name })}
          >
            {t('collection.viewAll')} <ChevronRightIcon className="size-4" />
          </button>
        ) : null}
        </div>
      </div>
      {/* One horizontal row per category; the negative margin lets cards scroll to the screen edge. */}
      <VirtualRow
        scroller={row}
        scrollerClassName="-mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pt-1 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:-mx-8 lg:scroll-px-8 lg:px-8 [scrollbar-width:thin]"
        items={section.bookmarks}
        getKey={(bookmark) => bookmark.id}
        itemWidth={sectionCardWidth(isMobile)}
        gap={GRID_GAP_X}
        label={name}
        itemClassName="snap-start"
        renderItem={(bookmark) => <Card bookmark={bookmark} layout="grid" handlers={handlers} />}
      />
    </section>
  );
}

/** The list request failed and nothing is on screen. */
export function CollectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['library', 'bookmarks', 'common']);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-zinc-200 bg-white px-6 py-12 text-center dark:border-zinc-800 dark:bg-zinc-900/60">
      <AlertCircleIcon className="size-6 text-red-500" />
      <p className="font-medium text-zinc-900 dark:text-zinc-100">{t('bookmarks:list.fetchFailed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshIcon className="size-4" /> {t('common:actions.tryAgain')}
      </Button>
    </div>
  );
}

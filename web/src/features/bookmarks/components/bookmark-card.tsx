import { useState, type ReactNode } from 'react';
import { HeartFilledIcon } from '../../../components/ui/icons';
import { formatDateTime, formatRelativeDate, formatViews } from '../../../lib/format';
import type { Bookmark } from '../../../lib/models';
import { cn } from '../../../lib/cn';
import { useBookmarkActions } from '../hooks/use-bookmark-actions';
// The red progress bar follows the player's saves at once, not just the last list load.
import { useWatchTime } from '../../../lib/use-watch-time';
import { BookmarkMenu } from './bookmark-menu';
import { VideoThumbnail } from '../../../components/video-thumbnail';
import { CategoryBadges } from './category-badges';
import { MomentsBadge } from './moments-badge';
import { AvailabilityBadge } from './availability-badge';
import { SelectionCheckbox } from './selection-checkbox';
import { useTranslation } from 'react-i18next';

export type BookmarkCardLayout = 'grid' | 'list' | 'mobile';

export interface BookmarkCardProps {
  bookmark: Bookmark;
  layout: BookmarkCardLayout;
  isFeatured: boolean;
  selected: boolean;
  /** Some card is selected: every checkbox stays visible. */
  selectionActive: boolean;
  onSelectedChange: (selected: boolean) => void;
  onPlay: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Phones: the inline player that takes the thumbnail's place while this card plays. */
  inlinePlayer?: ReactNode;
  className?: string;
}

/** One bookmark in the grid, list or mobile layout (spec 1 §2 "Bookmark card"). */
export function BookmarkCard(props: BookmarkCardProps) {
  const { bookmark, isFeatured } = props;
  const actions = useBookmarkActions(bookmark, isFeatured);
  const menu = (
    <BookmarkMenu
      bookmark={bookmark}
      isFavorite={actions.isFavorite}
      isFeatured={isFeatured}
      onToggleFavorite={actions.toggleFavorite}
      onToggleFeatured={actions.toggleFeatured}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
    />
  );
  if (props.layout === 'list') return <ListRow {...props} isFavorite={actions.isFavorite} menu={menu} />;
  return <GridCard {...props} isFavorite={actions.isFavorite} menu={menu} />;
}

interface LayoutProps extends BookmarkCardProps {
  isFavorite: boolean;
  menu: ReactNode;
}

function Meta({ bookmark, isFavorite, className }: { bookmark: Bookmark; isFavorite: boolean; className?: string }) {
  const { t } = useTranslation('bookmarks');
  return (
    <p className={cn('flex min-w-0 items-center gap-1 text-xs text-zinc-500 dark:text-zinc-400', className)}>
      <AvailabilityBadge availability={bookmark.availability} />
      {isFavorite ? (
        <>
          <HeartFilledIcon className="size-3.5 shrink-0 text-rose-500" aria-hidden="false" role="img" aria-label={t('card.favorite')} />
          <span aria-hidden="true" className="mx-0.5">·</span>
        </>
      ) : null}
      {bookmark.views !== null ? (
        <>
          <span className="whitespace-nowrap">{t('card.views', { views: formatViews(bookmark.views) })}</span>
          <span aria-hidden="true" className="mx-0.5">·</span>
        </>
      ) : null}
      <time dateTime={bookmark.createdAt} title={t('card.saved', { date: formatDateTime(bookmark.createdAt) })} className="truncate">
        {formatRelativeDate(bookmark.createdAt)}
      </time>
      <MomentsBadge note={bookmark.note} />
    </p>
  );
}

function checkbox(props: LayoutProps, overlay: boolean, className?: string) {
  return <CardCheckbox props={props} overlay={overlay} className={className} />;
}

function CardCheckbox({ props, overlay, className }: { props: LayoutProps; overlay: boolean; className?: string }) {
  const { t } = useTranslation('bookmarks');
  return (
    <SelectionCheckbox
      checked={props.selected}
      onCheckedChange={props.onSelectedChange}
      label={t('card.select', { title: props.bookmark.title })}
      overlay={overlay}
      className={className}
    />
  );
}

/** Grid and mobile cards: thumbnail on top, text below (YouTube's density). */
function GridCard(props: LayoutProps) {
  const { bookmark, layout, isFeatured, isFavorite, menu, selected, selectionActive } = props;
  const mobile = layout === 'mobile';
  const watchTime = useWatchTime(bookmark);
  return (
    <article
      aria-label={bookmark.title}
      className={cn('group/card relative flex min-w-0 flex-col gap-3', selected && 'rounded-2xl', props.className)}
    >
      {mobile && props.inlinePlayer ? (
        props.inlinePlayer
      ) : (
        <VideoThumbnail
          src={bookmark.thumbnail}
          title={bookmark.title}
          duration={bookmark.duration}
          watchTime={watchTime}
          durationSeconds={bookmark.durationSeconds}
          featured={isFeatured}
          onPlay={props.onPlay}
          className={cn(selected && 'ring-3 ring-brand-500 ring-offset-2 ring-offset-zinc-50 dark:ring-offset-zinc-950')}
          topLeft={checkbox(
            props,
            true,
            cn(
              'transition-opacity',
              // Touch screens have no hover: the tick is always there on mobile.
              mobile || selectionActive || selected ? 'opacity-100' : 'opacity-0 group-hover/card:opacity-100 focus-within:opacity-100',
            ),
          )}
        />
      )}
      <div className="flex min-w-0 gap-2">
        {mobile ? <ChannelAvatar src={bookmark.channelIcon} name={bookmark.channel} /> : null}
        <div className="min-w-0 flex-1">
          {/* Grid cards keep room for two title lines, so the cards of a row line up. */}
          <h3 className={cn('line-clamp-2 text-sm/5 font-semibold text-zinc-900 dark:text-zinc-100', !mobile && 'min-h-10')} title={bookmark.title}>
            {bookmark.title}
          </h3>
          {bookmark.channel ? <p className="mt-1 truncate text-xs text-zinc-600 dark:text-zinc-400">{bookmark.channel}</p> : null}
          <Meta bookmark={bookmark} isFavorite={isFavorite} className="mt-0.5" />
          <CategoryBadges categories={bookmark.categories} max={mobile ? 3 : 2} className="mt-2" oneLine />
        </div>
        <div className="-mt-1 -mr-1.5">{menu}</div>
      </div>
    </article>
  );
}

/** List rows: a small thumbnail beside the text, with room for the note. */
function ListRow(props: LayoutProps) {
  const { bookmark, isFeatured, isFavorite, menu, selected } = props;
  const watchTime = useWatchTime(bookmark);
  const { t } = useTranslation('common');
  return (
    <article
      aria-label={bookmark.title}
      className={cn(
        'group/card flex min-w-0 items-start gap-3 rounded-2xl border bg-white p-2.5 transition-colors sm:gap-4 sm:p-3',
        selected
          ? 'border-brand-300 bg-brand-50/40 dark:border-brand-500/50 dark:bg-brand-500/5'
          : 'border-zinc-200/80 hover:border-zinc-300 dark:border-zinc-800 dark:bg-zinc-900/60 dark:hover:border-zinc-700',
        props.className,
      )}
    >
      <span className="mt-1 hidden sm:block">{checkbox(props, false)}</span>
      <VideoThumbnail
        src={bookmark.thumbnail}
        title={bookmark.title}
        duration={bookmark.duration}
        watchTime={watchTime}
        durationSeconds={bookmark.durationSeconds}
        featured={false}
        onPlay={props.onPlay}
        compact
        className="w-28 shrink-0 rounded-lg sm:w-44"
        topLeft={<span className="sm:hidden">{checkbox(props, true)}</span>}
      />
      <div className="min-w-0 flex-1 py-0.5">
        <div className="flex items-start gap-2">
          <h3 className="line-clamp-2 flex-1 text-sm/5 font-semibold text-zinc-900 dark:text-zinc-100" title={bookmark.title}>
            {bookmark.title}
          </h3>
        </div>
        <p className="mt-1 flex min-w-0 flex-wrap items-center gap-x-1 text-xs text-zinc-600 dark:text-zinc-400">
          {bookmark.channel ? <span className="truncate">{bookmark.channel}</span> : null}
        </p>
        <Meta bookmark={bookmark} isFavorite={isFavorite} className="mt-0.5" />
        {!bookmark.readOnly && bookmark.note ? (
          <p className="mt-1.5 line-clamp-1 hidden text-xs text-zinc-500 italic sm:block dark:text-zinc-400">{bookmark.note}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          {isFeatured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
              {t('thumbnail.featured')}
            </span>
          ) : null}
          <CategoryBadges categories={bookmark.categories} max={3} />
        </div>
      </div>
      <div className="-mr-1">{menu}</div>
    </article>
  );
}

/** The channel's picture on mobile cards, or its initial when there is none (or it fails). */
function ChannelAvatar({ src, name }: { src: string | null; name: string | null }) {
  const [failed, setFailed] = useState(false);
  const initial = (name?.trim()[0] ?? '?').toUpperCase();
  return (
    <span aria-hidden="true" className="mt-0.5 flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-zinc-200 text-sm font-semibold text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
      {src && !failed ? (
        <img src={src} alt="" width={36} height={36} loading="lazy" referrerPolicy="no-referrer" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        initial
      )}
    </span>
  );
}

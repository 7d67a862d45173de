import { useState, type ReactNode } from 'react';
import { HeartFilledIcon } from '../../../components/ui/icons';
import { formatDateTime, formatRelativeDate, formatViews } from '../../../lib/format';
import type { Bookmark } from '../../../lib/models';
import { cn } from '../../../lib/cn';
import { MomentsBadge } from './moments-badge';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { SelectionCheckbox } from './selection-checkbox';
import type { BookmarkCardProps } from './bookmark-card';
import { useTranslation } from 'react-i18next';

// The pieces the grid card and the list row of a bookmark share.

export interface LayoutProps extends BookmarkCardProps {
  isFavorite: boolean;
  menu: ReactNode;
}

/** Favourite, views and when it was saved, under the title. */
export function Meta({ bookmark, isFavorite, className }: { bookmark: Bookmark; isFavorite: boolean; className?: string }) {
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

export function checkbox(props: LayoutProps, overlay: boolean, className?: string) {
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

export /** The channel's picture on mobile cards, or its initial when there is none (or it fails). */
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

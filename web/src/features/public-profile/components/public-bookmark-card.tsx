import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { HeartFilledIcon, PlayIcon } from '../../../components/ui/icons';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { formatViews } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import type { PublicBookmark } from '../types';

interface PublicBookmarkCardProps {
  bookmark: PublicBookmark;
  onPlay(): void;
  /** Phones: the inline player in place of the thumbnail while this card plays. */
  inlinePlayer?: ReactNode;
  className?: string;
}

/**
 * The card's height at a width, px, exact when it shows no note: its text is never shorter than two
 * title lines and a channel line as tall as a badge, so a virtual grid places its rows unmeasured.
 */
export function publicCardHeight(width: number): number {
  const borders = 2;
  const thumbnail = ((width - borders) * 9) / 16;
  // min-h-21.5: p-3, two title lines (leading-5), gap-1 and the channel line (h-4.5).
  const text = 86;
  return Math.round(borders + thumbnail + text);
}

/**
 * A read-only bookmark card (spec 1 §2 read-only mode): no menu, no selection, no note actions.
 * The owner's note shows only when they show notes (the answer carries it only then); the player
 * shows it whole, with its timestamps.
 */
export function PublicBookmarkCard({ bookmark, onPlay, inlinePlayer, className }: PublicBookmarkCardProps) {
  const { t } = useTranslation('publicProfile');
  return (
    <article
      aria-label={bookmark.title}
      className={cn('group flex min-w-0 flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs dark:border-zinc-800 dark:bg-zinc-900', className)}
    >
      {inlinePlayer ?? (
        <button
          type="button"
          onClick={onPlay}
          aria-label={t('bookmark.play', { title: bookmark.title })}
          className="relative block aspect-video w-full cursor-pointer overflow-hidden bg-zinc-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
        >
          <ThumbnailImage src={bookmark.thumbnail ?? `https://i.ytimg.com/vi/${bookmark.videoId}/hqdefault.jpg`} width={480} height={270} className="transition-transform duration-300 group-hover:scale-[1.03]" />
          <span className="absolute inset-0 flex items-center justify-center bg-black/0 opacity-0 transition group-hover:bg-black/25 group-hover:opacity-100">
            <span className="flex size-12 items-center justify-center rounded-full bg-white/90 text-zinc-900 shadow">
              <PlayIcon className="size-5 translate-x-px" />
            </span>
          </span>
          {bookmark.duration ? (
            <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">{bookmark.duration}</span>
          ) : null}
        </button>
      )}
      <div className="flex min-h-21.5 min-w-0 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm leading-5 font-medium text-zinc-900 dark:text-zinc-100">{bookmark.title}</h3>
        <p className="flex h-4.5 min-w-0 items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
          {/* Only the owner is sent gone videos; a region block shows to anyone where it applies. */}
          <AvailabilityBadge availability={bookmark.availability} />
          {bookmark.isFavorite ? <><HeartFilledIcon className="size-3.5 shrink-0 text-rose-500" /><span className="sr-only">{t('bookmark.favorite')}</span></> : null}
          <span className="truncate">{bookmark.channel ?? 'YouTube'}</span>
          {bookmark.views !== null ? <span className="shrink-0">· {t('bookmark.views', { views: formatViews(bookmark.views) })}</span> : null}
        </p>
        {bookmark.note ? <p className="line-clamp-3 text-xs whitespace-pre-line text-zinc-600 dark:text-zinc-300">{bookmark.note}</p> : null}
      </div>
    </article>
  );
}

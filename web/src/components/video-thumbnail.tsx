import type { ReactNode } from 'react';
import { ThumbnailImage } from './ui/thumbnail-image';
import { PlayIcon, StarFilledIcon } from './ui/icons';
import { cn } from '../lib/cn';
import { watchProgress } from '../lib/card-display';
import { useTranslation } from 'react-i18next';


interface VideoThumbnailProps {
  src: string | null | undefined;
  title: string;
  duration?: string | null;
  watchTime?: number;
  durationSeconds?: number | null;
  featured?: boolean;
  onPlay?: () => void;
  /** Overlays placed in the top-left corner (the selection checkbox). */
  topLeft?: ReactNode;
  className?: string;
  /** Smaller badges for small thumbnails (list rows, trending). */
  compact?: boolean;
}

/**
 * A 16:9 video thumbnail with duration badge, Featured badge and the red watch-progress bar.
 * The image loads lazily with fixed dimensions (no layout shift) and falls back to the
 * placeholder when it fails (always, offline).
 */
export function VideoThumbnail({ src, title, duration, watchTime, durationSeconds, featured, onPlay, topLeft, className, compact }: VideoThumbnailProps) {
  const progress = watchProgress(watchTime, durationSeconds);
  const { t } = useTranslation();
  const image = (
    <ThumbnailImage src={src} label={title} width={480} height={270} className="transition-transform duration-300 group-hover/thumb:scale-[1.03]" />
  );

  return (
    <div className={cn('group/thumb relative aspect-video overflow-hidden rounded-xl bg-zinc-200 dark:bg-zinc-800', className)}>
      {onPlay ? (
        <button
          type="button"
          onClick={onPlay}
          aria-label={t('thumbnail.play', { title })}
          className="block size-full cursor-pointer focus-visible:outline-none"
        >
          {image}
          <span
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center bg-black/0 transition-colors group-hover/thumb:bg-black/25 group-focus-visible/thumb:bg-black/25"
          >
            {/* Blurred only while shown: a backdrop filter makes a compositor layer, and one on every
                card of a long grid cost every scrolled frame. */}
            <span
              className={cn(
                'flex scale-90 items-center justify-center rounded-full bg-black/65 text-white opacity-0 shadow-lg transition-all',
                'group-hover/thumb:scale-100 group-hover/thumb:opacity-100 group-hover/thumb:backdrop-blur-sm',
                'group-has-focus-visible/thumb:scale-100 group-has-focus-visible/thumb:opacity-100 group-has-focus-visible/thumb:backdrop-blur-sm',
                compact ? 'size-9' : 'size-12',
              )}
            >
              <PlayIcon className={cn('translate-x-px', compact ? 'size-4' : 'size-5')} />
            </span>
          </span>
        </button>
      ) : (
        image
      )}
      {/* Focus ring drawn inside so the rounded corners clip nothing. */}
      <span aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-xl ring-brand-500 ring-inset group-has-focus-visible/thumb:ring-2" />
      {topLeft ? <div className="absolute top-2 left-2">{topLeft}</div> : null}
      {featured ? (
        <span className="pointer-events-none absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-amber-400 px-2 py-0.5 text-[11px] font-semibold text-amber-950 shadow-sm">
          <StarFilledIcon className="size-3" />
          {t('thumbnail.featured')}
        </span>
      ) : null}
      {duration ? (
        <span
          className={cn(
            'pointer-events-none absolute right-1.5 rounded-md bg-black/80 font-medium text-white tabular-nums',
            compact ? 'bottom-1 px-1 py-px text-[10px]' : 'bottom-1.5 px-1.5 py-0.5 text-xs',
            progress !== null && (compact ? 'bottom-2' : 'bottom-2.5'),
          )}
        >
          {duration}
        </span>
      ) : null}
      {progress !== null ? (
        <div
          className="pointer-events-none absolute inset-x-0 bottom-0 h-1 bg-white/40"
          role="progressbar"
          aria-label={t('thumbnail.watched')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="h-full bg-red-600" style={{ width: `${progress * 100}%` }} />
        </div>
      ) : null}
    </div>
  );
}

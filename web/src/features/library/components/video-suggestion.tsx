import { CheckIcon, PlusIcon } from '../../../components/ui/icons';
import { formatViews } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { VideoThumbnail } from '../../../components/video-thumbnail';
import type { VideoSummary } from '../api';
import { useTranslation } from 'react-i18next';

export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

interface VideoSuggestionProps {
  video: VideoSummary;
  /** Shown instead of the full title (trending titles are cut at 30 characters). */
  displayTitle?: string;
  onSave: (video: VideoSummary) => void;
  layout: 'card' | 'row';
  rank?: number;
  /** Already on the shelf: marked 'Saved' instead of offering a second Save. */
  saved?: boolean;
}

const openOnYouTube = (video: VideoSummary) => window.open(watchUrl(video.id), '_blank', 'noopener,noreferrer');

/** A YouTube video (trending or recommended) with a Save button, or 'Saved' when it is on the shelf. */
export function VideoSuggestion({ video, displayTitle, onSave, layout, rank, saved = false }: VideoSuggestionProps) {
  const { t } = useTranslation(['library', 'bookmarks']);
  const saveButton = saved ? (
    <button
      type="button"
      disabled
      aria-label={t('suggestion.isSaved', { title: video.title })}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-1 rounded-full bg-emerald-50 text-xs font-semibold text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
        layout === 'row' ? 'size-8' : 'h-8 px-3',
      )}
    >
      <CheckIcon className="size-3.5" />
      {layout === 'card' ? t('suggestion.saved') : null}
    </button>
  ) : (
    <button
      type="button"
      onClick={() => onSave(video)}
      aria-label={t('suggestion.saveTitle', { title: video.title })}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center gap-1 rounded-full border border-zinc-200 bg-white text-xs font-semibold text-zinc-700 shadow-xs transition-colors',
        'hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        'dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:border-brand-500/50 dark:hover:bg-brand-500/10 dark:hover:text-brand-300',
        layout === 'row' ? 'size-8' : 'h-8 px-3',
      )}
    >
      <PlusIcon className="size-3.5" />
      {layout === 'card' ? t('suggestion.save') : null}
    </button>
  );
  const meta = [video.channel, video.views !== null ? t('bookmarks:card.views', { views: formatViews(video.views) }) : null].filter(Boolean).join(' · ');

  if (layout === 'row') {
    return (
      <div className="flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-zinc-100/70 dark:hover:bg-zinc-800/50">
        {rank !== undefined ? <span className="w-5 shrink-0 text-center text-sm font-semibold text-zinc-400 tabular-nums">{rank}</span> : null}
        <VideoThumbnail src={video.thumbnail} title={video.title} duration={video.duration} onPlay={() => openOnYouTube(video)} compact className="w-24 shrink-0 rounded-lg sm:w-28" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100" title={video.title}>
            {displayTitle ?? video.title}
          </p>
          {meta ? <p className="mt-0.5 truncate text-xs text-zinc-500 dark:text-zinc-400">{meta}</p> : null}
        </div>
        {saveButton}
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-2.5">
      <VideoThumbnail src={video.thumbnail} title={video.title} duration={video.duration} onPlay={() => openOnYouTube(video)} />
      <div className="flex min-w-0 items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 text-sm/5 font-medium text-zinc-900 dark:text-zinc-100" title={video.title}>
            {displayTitle ?? video.title}
          </p>
          {meta ? <p className="mt-1 truncate text-xs text-zinc-500 dark:text-zinc-400">{meta}</p> : null}
        </div>
        {saveButton}
      </div>
    </div>
  );
}

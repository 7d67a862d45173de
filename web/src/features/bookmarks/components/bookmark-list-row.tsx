import { VideoThumbnail } from '../../../components/video-thumbnail';
import { cn } from '../../../lib/cn';
import { useWatchTime } from '../../../lib/use-watch-time';
import { CategoryBadges } from './category-badges';
import { checkbox, type LayoutProps, Meta } from './bookmark-card-parts';
import { useTranslation } from 'react-i18next';

/** List rows: a small thumbnail beside the text, with room for the note. */
export function ListRow(props: LayoutProps) {
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


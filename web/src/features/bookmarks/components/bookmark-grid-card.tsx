import { VideoThumbnail } from '../../../components/video-thumbnail';
import { cn } from '../../../lib/cn';
// The red progress bar follows the player's saves at once, not just the last list load.
import { useWatchTime } from '../../../lib/use-watch-time';
import { CategoryBadges } from './category-badges';
import { ChannelAvatar, checkbox, type LayoutProps, Meta } from './bookmark-card-parts';

/** Grid and mobile cards: thumbnail on top, text below (YouTube's density). */
export function GridCard(props: LayoutProps) {
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


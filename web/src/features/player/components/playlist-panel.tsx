import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../components/ui/icons';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { cn } from '../../../lib/cn';
import type { Bookmark } from '../../../lib/models';
import { isPlayable } from '../lib/queue';
import { effectiveWatchTime } from '../../../lib/watch-time-map';

/** Spec 1 §9: the current item is scrolled into view when the playlist has at least this many. */
export const SCROLL_INTO_VIEW_MIN_ITEMS = 6;

interface PlaylistPanelProps {
  queue: readonly Bookmark[];
  currentIndex: number;
  playing: boolean;
  onSelect(index: number): void;
  className?: string;
}

function NowPlayingBars({ paused }: { paused: boolean }) {
  return (
    <span className="vp-eq flex h-3 items-end gap-[2px]" data-paused={paused ? '' : undefined} aria-hidden="true">
      <span className="h-full w-[3px] rounded-sm bg-current" />
      <span className="h-full w-[3px] rounded-sm bg-current" />
      <span className="h-full w-[3px] rounded-sm bg-current" />
    </span>
  );
}

/** 'Playlist (N videos)': the queue, the current video marked, restricted ones dimmed. */
export function PlaylistPanel({ queue, currentIndex, playing, onSelect, className }: PlaylistPanelProps) {
  const { t } = useTranslation('player');
  const listRef = useRef<HTMLOListElement>(null);

  // Scroll only the list (never the page or the dialog), and only for longer playlists.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || queue.length < SCROLL_INTO_VIEW_MIN_ITEMS) return;
    const item = list.children[currentIndex] as HTMLElement | undefined;
    if (!item) return;
    const top = item.offsetTop; // the list is positioned, so this is relative to it
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTo({ top: Math.max(0, top - 8), behavior: 'smooth' });
    }
  }, [currentIndex, queue.length]);

  return (
    <section aria-labelledby="player-playlist-heading" className={cn('flex min-h-0 flex-col', className)}>
      <h3 id="player-playlist-heading" className="flex items-baseline justify-between px-4 pt-4 pb-2 text-sm font-semibold">
        <span>{t('playlist.heading', { count: queue.length })}</span>
        <span className="text-xs font-medium text-zinc-500 tabular-nums dark:text-zinc-400">
          {currentIndex + 1} / {queue.length}
        </span>
      </h3>
      <ol ref={listRef} className="relative min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2 pb-3">
        {queue.map((bookmark, index) => {
          const current = index === currentIndex;
          const restricted = !isPlayable(bookmark);
          const watched = effectiveWatchTime(bookmark);
          const progress = bookmark.durationSeconds ? Math.min(1, watched / bookmark.durationSeconds) : 0;
          return (
            <li key={`${bookmark.id}-${index}`}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'group flex w-full cursor-pointer items-center gap-3 rounded-xl p-2 text-left transition-colors',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-rose-500',
                  current ? 'bg-rose-50 dark:bg-rose-500/10' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800/70',
                )}
              >
                <span className="w-5 shrink-0 text-center text-xs font-medium text-zinc-400 tabular-nums">
                  {current ? (
                    <span className="inline-flex text-rose-600 dark:text-rose-400">
                      <NowPlayingBars paused={!playing} />
                    </span>
                  ) : (
                    index + 1
                  )}
                </span>
                <span className="relative aspect-video w-24 shrink-0 overflow-hidden rounded-lg bg-zinc-200 dark:bg-zinc-800">
                  <ThumbnailImage src={bookmark.thumbnail} width={96} height={54} className={cn(restricted && 'opacity-50 grayscale')} />
                  {bookmark.duration ? (
                    <span className="absolute right-1 bottom-1 rounded bg-black/80 px-1 text-[10px] leading-4 font-medium text-white tabular-nums">
                      {bookmark.duration}
                    </span>
                  ) : null}
                  {progress > 0 ? (
                    <span className="absolute inset-x-0 bottom-0 h-0.5 bg-white/30">
                      <span className="block h-full bg-red-600" style={{ width: `${progress * 100}%` }} />
                    </span>
                  ) : null}
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      'line-clamp-2 text-[0.8125rem] leading-snug font-medium',
                      current ? 'text-rose-700 dark:text-rose-300' : 'text-zinc-800 dark:text-zinc-200',
                      restricted && 'text-zinc-500 dark:text-zinc-500',
                    )}
                  >
                    {bookmark.title}
                  </span>
                  <span className="mt-0.5 flex items-center gap-1 truncate text-xs text-zinc-500 dark:text-zinc-400">
                    {restricted ? (
                      <>
                        <LockIcon className="size-3 shrink-0" />
                        <span>{t('playlist.youtubeOnly')}</span>
                      </>
                    ) : (
                      bookmark.channel
                    )}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

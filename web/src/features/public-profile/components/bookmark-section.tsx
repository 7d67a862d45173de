import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { PublicBookmark } from '../types';
import { PublicBookmarkCard } from './public-bookmark-card';

interface BookmarkSectionProps {
  /** Where on the page this section is (a bookmark may appear in several). */
  place: string;
  title: string;
  color?: string | null;
  icon?: ReactNode;
  bookmarks: PublicBookmark[];
  /** The Subscribe / Unsubscribe button, when the viewer may use it. */
  action?: ReactNode;
  /** 'row': one scrolling line (Favorites); 'grid': a grid from 768 px, one column below. */
  layout?: 'grid' | 'row';
  onPlay(queue: PublicBookmark[], bookmark: PublicBookmark, place: string): void;
  inlinePlayerFor(bookmark: PublicBookmark, place: string): ReactNode;
}

/** One group of the public page: its name, count and action, then its bookmarks. */
export function BookmarkSection({ place, title, color, icon, bookmarks, action, layout = 'grid', onPlay, inlinePlayerFor }: BookmarkSectionProps) {
  const { t } = useTranslation('publicProfile');
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 className="flex min-w-0 items-center gap-2 text-base font-semibold text-zinc-900 dark:text-zinc-100">
          {color ? <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: color }} /> : icon}
          <span className="truncate">{title}</span>
        </h2>
        <span className="text-sm text-zinc-500 dark:text-zinc-400">
          {t('sections.count', { count: bookmarks.length })}
        </span>
        {action ? <div className="ml-auto">{action}</div> : null}
      </div>
      <div
        role="list"
        aria-label={t('sections.listLabel', { title })}
        className={cn(
          layout === 'row'
            ? 'grid auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-4 overflow-x-auto pb-2 max-md:auto-cols-[85%] md:auto-cols-[calc((100%-2rem)/3)] xl:auto-cols-[calc((100%-3rem)/4)]'
            : 'grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
        )}
      >
        {bookmarks.map((bookmark) => (
          <div role="listitem" key={bookmark.id} className="min-w-0">
            <PublicBookmarkCard bookmark={bookmark} onPlay={() => onPlay(bookmarks, bookmark, place)} inlinePlayer={inlinePlayerFor(bookmark, place)} className="h-full" />
          </div>
        ))}
      </div>
    </section>
  );
}

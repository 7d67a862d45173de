import { StatusPill } from './status-pill';
import { formatViews } from '../../../lib/format';
import type { AutoBookmarkProgress } from '../api';

const STATUS = {
  pending: { label: 'Pending', tone: 'neutral' },
  in_progress: { label: 'Processing', tone: 'blue' },
  completed: { label: 'Completed', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
} as const satisfies Record<AutoBookmarkProgress['status'], { label: string; tone: string }>;

/** One category's auto-bookmarking progress (spec 2 §2 result card). */
export function AutoBookmarkProgressRow({ progress }: { progress: AutoBookmarkProgress }) {
  const status = STATUS[progress.status];
  const more = progress.bookmarksCreated - progress.bookmarks.length;
  return (
    <li className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800" data-testid="category-progress">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-zinc-900 dark:text-zinc-100">{progress.categoryName}</span>
        <StatusPill tone={status.tone}>{status.label}</StatusPill>
      </div>
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {progress.bookmarksCreated} bookmarks created · {progress.totalVideosFound} videos found
      </p>
      {progress.error ? <p className="mt-1 text-xs text-red-600">{progress.error}</p> : null}
      {progress.bookmarks.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {progress.bookmarks.map((b) => (
            <li key={b.bookmarkId} className="text-xs text-zinc-700 dark:text-zinc-300">
              <span className="line-clamp-1 font-medium">{b.title}</span>
              <span className="text-zinc-500">
                {b.channelTitle ?? 'Unknown channel'} · {formatViews(b.viewCount)} views
              </span>
            </li>
          ))}
          {more > 0 ? <li className="text-xs text-zinc-500">+{more} more bookmarks</li> : null}
        </ul>
      ) : null}
    </li>
  );
}

import { Badge } from '../../../components/ui/badge';
import { formatViews } from '../../../lib/format';
import type { AutoBookmarkProgress } from '../api';

const STATUS: Record<AutoBookmarkProgress['status'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300' },
  in_progress: { label: 'Processing', className: 'bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-300' },
  completed: { label: 'Completed', className: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300' },
};

/** One category's auto-bookmarking progress (spec 2 §2 result card). */
export function AutoBookmarkProgressRow({ progress }: { progress: AutoBookmarkProgress }) {
  const status = STATUS[progress.status];
  const more = progress.bookmarksCreated - progress.bookmarks.length;
  return (
    <li className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800" data-testid="category-progress">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-zinc-900 dark:text-zinc-100">{progress.categoryName}</span>
        <Badge className={status.className}>{status.label}</Badge>
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

import { useTranslation } from 'react-i18next';
import { StatusPill } from './status-pill';
import { formatViews } from '../../../lib/format';
import type { AutoBookmarkProgress } from '../api';

/** Each status's colour; its label lives in `admin:progress.status.<status>`. */
const TONE = {
  pending: 'neutral',
  in_progress: 'blue',
  completed: 'green',
  failed: 'red',
} as const satisfies Record<AutoBookmarkProgress['status'], string>;

/** One category's auto-bookmarking progress (spec 2 §2 result card). */
export function AutoBookmarkProgressRow({ progress }: { progress: AutoBookmarkProgress }) {
  const { t } = useTranslation('admin');
  const more = progress.bookmarksCreated - progress.bookmarks.length;
  return (
    <li className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800" data-testid="category-progress">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-zinc-900 dark:text-zinc-100">{progress.categoryName}</span>
        <StatusPill tone={TONE[progress.status]}>{t(`progress.status.${progress.status}`)}</StatusPill>
      </div>
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {t('progress.counts', { created: progress.bookmarksCreated, found: progress.totalVideosFound })}
      </p>
      {progress.error ? <p className="mt-1 text-xs text-red-600">{progress.error}</p> : null}
      {progress.bookmarks.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {progress.bookmarks.map((b) => (
            <li key={b.bookmarkId} className="text-xs text-zinc-700 dark:text-zinc-300">
              <span className="line-clamp-1 font-medium">{b.title}</span>
              <span className="text-zinc-500">
                {b.channelTitle ?? t('progress.unknownChannel')} · {t('progress.views', { views: formatViews(b.viewCount) })}
              </span>
            </li>
          ))}
          {more > 0 ? <li className="text-xs text-zinc-500">{t('progress.more', { n: more })}</li> : null}
        </ul>
      ) : null}
    </li>
  );
}

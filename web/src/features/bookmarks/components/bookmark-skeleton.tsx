import { Skeleton } from '../../../components/ui/skeleton';
import type { BookmarkCardLayout } from './bookmark-card';

/** The stand-in for one card while the list loads (spec 1 §9: twelve of them). */
export function BookmarkSkeleton({ layout }: { layout: BookmarkCardLayout }) {
  if (layout === 'list') {
    return (
      <div className="flex items-start gap-4 rounded-2xl border border-zinc-200/80 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900/60">
        <Skeleton className="aspect-video w-28 shrink-0 rounded-lg sm:w-44" />
        <div className="flex-1 space-y-2 py-1">
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="aspect-video w-full rounded-xl" />
      <div className="flex gap-2">
        {layout === 'mobile' ? <Skeleton className="size-9 shrink-0 rounded-full" /> : null}
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
    </div>
  );
}

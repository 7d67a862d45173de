import { useMemo } from 'react';
import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { visitBody } from '../../../../functions/schemas/profile.ts';
import { ApiError, type CursorPage, type QueryKey, type RequestBody, apiRequest, cursorPageFetcher, serverMessageOr } from '../../lib/api';
import { refreshLibrary } from '../../lib/revalidate';
import { i18n } from '../../i18n';
import { notify } from '../../lib/toast';
import type { PublicBookmark, PublicProfile } from './types';

/** SWR key of a public profile: the API path (spec 1 §7). */
export const publicProfileKey = (handle: string) => `/api/public/${encodeURIComponent(handle.toLowerCase())}`;

/** GET /api/public/{handle}: a 404 (unknown or private) is an error whose server message the page shows. */
async function fetchPublicProfile(url: string): Promise<PublicProfile> {
  return apiRequest<PublicProfile>('GET', url);
}

/** The public profile; `withBookmarks: false` leaves its list out (the embed pages its own). */
export function usePublicProfile(handle: string, { withBookmarks = true } = {}) {
  const key = handle ? `${publicProfileKey(handle)}${withBookmarks ? '' : '?bookmarks=false'}` : null;
  // Someone else's page changes behind this visitor's back: fetched afresh on every visit.
  const { data, error, isLoading } = useSWR<PublicProfile, unknown>(key, fetchPublicProfile, {
    revalidateOnMount: true,
  });
  return { profile: data, error, isLoading };
}

/** Bookmarks a page of GET /api/public/{handle}/bookmarks carries. */
const BOOKMARK_PAGE_SIZE = 60;

/** What one paged public list is: the whole profile or one public category, its favourites or all. */
export interface PublicPagesQuery {
  categoryId?: string | null;
  /** Only the owner's favourites (the Favorites row). */
  favorites?: boolean;
  enabled: boolean;
  /** Start past what the page already has (the profile answer's bookmarksCursor). */
  after?: string | null;
}

/**
 * A public collection (the whole profile, or one public category; all of it or its favourites)
 * page by page, newest first, over the server's cursor: nothing of it is out of reach, however
 * long it is.
 */
export function usePublicBookmarkPages(handle: string, { categoryId = null, favorites = false, enabled, after = null }: PublicPagesQuery) {
  const { data, error, size, setSize, isValidating } = useSWRInfinite<CursorPage<PublicBookmark> | null>(
    (index, previous: CursorPage<PublicBookmark> | null) => {
      if (!enabled || (index > 0 && !previous?.nextCursor)) return null;
      return [`${publicProfileKey(handle)}/bookmarks`, { categoryId, favorites, limit: BOOKMARK_PAGE_SIZE, cursor: index > 0 ? previous!.nextCursor : after }];
    },
    (key: QueryKey) => cursorPageFetcher<PublicBookmark>(key),
    { revalidateFirstPage: false },
  );
  const bookmarks = useMemo(() => (data ?? []).flatMap((page) => page?.items ?? []), [data]);
  const loadedPages = data?.length ?? 0;
  const isLoadingMore = size > loadedPages && isValidating;
  const hasMore = !!data?.at(-1)?.nextCursor && !error;
  return {
    bookmarks,
    /** Pages loaded: a page can hold no card (gone videos are left out) and still lead on. */
    loadedPages,
    isLoading: !data && !error,
    error,
    hasMore,
    isLoadingMore,
    loadMore: () => {
      if (!isLoadingMore && hasMore) void setSize(loadedPages + 1);
    },
  };
}

/**
 * POST /api/public/{handle}/visit. Resolves true when the server accepted the call (whether it
 * counted the visit or not), false on any failure: only an accepted call is remembered.
 */
export async function recordVisit(handle: string): Promise<boolean> {
  try {
    const referrer = document.referrer ? document.referrer.slice(0, 2048) : undefined;
    await apiRequest('POST', `${publicProfileKey(handle)}/visit`, { userAgent: navigator.userAgent.slice(0, 512), referrer } satisfies RequestBody<typeof visitBody>);
    return true;
  } catch {
    return false;
  }
}

/** After a (un)subscribe: the profile's flags, and the viewer's own categories and stats (spec 2 §8). */
function refreshAfterSubscription(handle: string) {
  return Promise.all([mutate(publicProfileKey(handle)), refreshLibrary()]);
}

/** POST /api/categories/{id}/subscribe with the spec's toasts; rethrows so the button can reset. */
export async function subscribeToCategory(handle: string, categoryId: string) {
  try {
    await apiRequest('POST', `/api/categories/${encodeURIComponent(categoryId)}/subscribe`);
    notify({ title: i18n.t('publicProfile:subscribe.subscribed') });
  } catch (error) {
    const limit = error instanceof ApiError && error.code === 'CATEGORY_LIMIT_REACHED';
    notify({
      title: i18n.t('publicProfile:subscribe.subscribeFailed'),
      description: limit ? i18n.t('publicProfile:subscribe.limitReached') : serverMessageOr(error, i18n.t('publicProfile:subscribe.subscribeFailed')),
      variant: 'destructive',
    });
    throw error;
  } finally {
    void refreshAfterSubscription(handle);
  }
}

/** DELETE /api/categories/{id}/unsubscribe with the spec's toasts. */
export async function unsubscribeFromCategory(handle: string, categoryId: string) {
  try {
    await apiRequest('DELETE', `/api/categories/${encodeURIComponent(categoryId)}/unsubscribe`);
    notify({ title: i18n.t('publicProfile:subscribe.unsubscribed') });
  } catch (error) {
    notify({
      title: i18n.t('publicProfile:subscribe.unsubscribeFailedTitle'),
      description: serverMessageOr(error, i18n.t('publicProfile:subscribe.unsubscribeFailed')),
      variant: 'destructive',
    });
    throw error;
  } finally {
    void refreshAfterSubscription(handle);
  }
}

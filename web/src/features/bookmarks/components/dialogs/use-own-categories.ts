import useSWR from 'swr';
import type { Category } from '../../../../lib/models';

/** The user's own categories (never subscribed ones: bookmarks cannot be filed under those). */
export function useOwnCategories(): Category[] {
  const { data } = useSWR<Category[] | null>('/api/categories');
  return (data ?? []).filter((c) => !c.isSubscribed);
}

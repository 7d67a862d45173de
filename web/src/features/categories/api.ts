import useSWR, { preload } from 'swr';
import { fetcher } from '../../lib/api';
import type { Category } from '../../lib/models';
import { splitCategories } from './lib/category-rules';

/** Own categories, then subscribed ones (spec 1 §7). */
export const CATEGORIES_WITH_SUBSCRIPTIONS_KEY = '/api/categories/with-subscription-info';

/** Asks for the category lists ahead of the screen that shows them. */
export function preloadCategoryLists() {
  void preload(CATEGORIES_WITH_SUBSCRIPTIONS_KEY, fetcher);
}

/** Own and subscribed categories; `count` is what the limit of 10 counts (own plus subscribed). */
export function useCategoryLists() {
  const { data, error, isLoading } = useSWR<Category[] | null>(CATEGORIES_WITH_SUBSCRIPTIONS_KEY);
  const { own, subscribed } = splitCategories(data ?? []);
  return { own, subscribed, count: own.length + subscribed.length, isLoading, error: error as unknown };
}

// The mutations (with their toasts in the `categories` texts) live in ./mutations: the library
// screen only reads the lists.

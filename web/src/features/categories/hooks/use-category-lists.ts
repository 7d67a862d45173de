import useSWR from 'swr';
import type { Category } from '../../../lib/models';
import { CATEGORIES_WITH_SUBSCRIPTIONS_KEY } from '../api';
import { splitCategories } from '../category-rules';

/** Own and subscribed categories; `count` is what the limit of 10 counts (own plus subscribed). */
export function useCategoryLists() {
  const { data, error, isLoading } = useSWR<Category[] | null>(CATEGORIES_WITH_SUBSCRIPTIONS_KEY);
  const { own, subscribed } = splitCategories(data ?? []);
  return { own, subscribed, count: own.length + subscribed.length, isLoading, error: error as unknown };
}

import type { createCategoryBody, reorderBody, updateCategoryBody } from '../../../../functions/schemas/category.ts';
import { ApiError, type RequestBody, apiRequest } from '../../lib/api';
import { refreshLibrary } from '../../lib/revalidate';
import type { Category } from '../../lib/models';
import { notify, notifyError } from '../../lib/toast';
import { LIMIT_REACHED_TOAST } from './lib/category-rules';
import { i18n } from '../../i18n';

/**
 * Runs one category mutation the way every screen does: on success the success toast and a
 * refresh of the library caches; on failure a destructive 'Error' toast with the server's message
 * (or `failure`), and the error is rethrown so the caller can keep its form open.
 */
type ToastKey = 'created' | 'updated' | 'deleted' | 'reordered' | 'unsubscribed';
type FailureKey = 'createFailed' | 'updateFailed' | 'deleteFailed' | 'reorderFailed' | 'unsubscribeFailed';

/** Toasts in the UI language; the screens that call these have loaded the `categories` texts. */
async function mutateCategories<T>(run: () => Promise<T>, successKey: ToastKey, failureKey: FailureKey): Promise<T> {
  const success = i18n.t(`categories:toasts.${successKey}`);
  const failure = i18n.t(`categories:toasts.${failureKey}`);
  try {
    const result = await run();
    notify({ title: success });
    void refreshLibrary();
    return result;
  } catch (error) {
    const limit = error instanceof ApiError && error.code === 'CATEGORY_LIMIT_REACHED';
    // The limit has its own text, whatever the server's message says.
    if (limit) notifyError(null, i18n.t('categories:limit.toast', { defaultValue: LIMIT_REACHED_TOAST }));
    else notifyError(error, failure);
    throw error;
  }
}

export function createCategory(fields: RequestBody<typeof createCategoryBody>) {
  return mutateCategories(() => apiRequest<Category>('POST', '/api/categories', fields), 'created', 'createFailed');
}

export function updateCategory(id: string, fields: RequestBody<typeof updateCategoryBody>) {
  return mutateCategories(
    () => apiRequest<Category>('PATCH', `/api/categories/${encodeURIComponent(id)}`, fields),
    'updated',
    'updateFailed',
  );
}

export function deleteCategory(id: string) {
  return mutateCategories(() => apiRequest('DELETE', `/api/categories/${encodeURIComponent(id)}`), 'deleted', 'deleteFailed');
}

export function reorderCategories(items: RequestBody<typeof reorderBody>) {
  return mutateCategories(() => apiRequest<Category[]>('PUT', '/api/categories/reorder', items), 'reordered', 'reorderFailed');
}

export function unsubscribeCategory(id: string) {
  return mutateCategories(
    () => apiRequest('DELETE', `/api/categories/${encodeURIComponent(id)}/unsubscribe`),
    'unsubscribed',
    'unsubscribeFailed',
  );
}

import useSWR, { mutate } from 'swr';
import type { visitBody } from '../../../../functions/schemas/profile.ts';
import { ApiError, type RequestBody, apiRequest, serverMessageOr } from '../../lib/api';
import { refreshLibrary } from '../../lib/revalidate';
import { i18n } from '../../i18n';
import { notify } from '../../lib/toast';
import type { PublicProfile } from './types';

/** SWR key of a public profile: the API path (spec 1 §7). */
export const publicProfileKey = (handle: string) => `/api/public/${encodeURIComponent(handle.toLowerCase())}`;

/** GET /api/public/{handle}: a 404 (unknown or private) is an error whose server message the page shows. */
async function fetchPublicProfile(url: string): Promise<PublicProfile> {
  return apiRequest<PublicProfile>('GET', url);
}

export function usePublicProfile(handle: string) {
  // Someone else's page changes behind this visitor's back: fetched afresh on every visit.
  const { data, error, isLoading } = useSWR<PublicProfile, unknown>(handle ? publicProfileKey(handle) : null, fetchPublicProfile, {
    revalidateOnMount: true,
  });
  return { profile: data, error, isLoading };
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

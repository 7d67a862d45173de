import useSWR, { mutate } from 'swr';
import type { ApiTokenView, CreatedApiToken, HandleAvailability, ProposedHandle } from '../../../../functions/schemas/responses.ts';
import type { createApiTokenBody } from '../../../../functions/schemas/api-token.ts';
import type { handleBody, privacyBody } from '../../../../functions/schemas/profile.ts';
import { ApiError, type RequestBody, apiRequest, fetcher, serverMessageOr } from '../../lib/api';
import { i18n } from '../../i18n';
import { CURRENT_USER_KEY, type CurrentUser } from '../../lib/auth';
import { notify, notifyError } from '../../lib/toast';
import { handleMessageKey } from './lib/handle-messages';

export const DEFAULT_HANDLE_KEY = '/api/user/handle/default';

export type PublicTheme = CurrentUser['publicTheme'];

/** The privacy fields the settings page sends (spec 2 §7). */
export interface PrivacySettings {
  isPublic: boolean;
  showMainCard: boolean;
  showBookmarkList: boolean;
  showCategories: boolean;
  showFavorites: boolean;
  showFeaturedVideo: boolean;
  showNotes: boolean;
  publicTheme: PublicTheme;
}

/** The proposed handle for a user without one (spec 2 §4); nothing is fetched once a handle exists. */
export function useDefaultHandle(enabled: boolean) {
  const { data } = useSWR<ProposedHandle | null>(enabled ? DEFAULT_HANDLE_KEY : null, fetcher, { revalidateOnFocus: false });
  return data?.handle ?? null;
}

/** GET /api/user/handle/check?handle=… */
export function checkHandle(handle: string): Promise<HandleAvailability> {
  return apiRequest<HandleAvailability>('GET', `/api/user/handle/check?handle=${encodeURIComponent(handle)}`);
}

/** The current-user cache takes the server's answer, so every screen sees the change at once. */
function storeUser(user: CurrentUser) {
  return mutate(CURRENT_USER_KEY, user, { revalidate: false });
}

/** A refused save: taken (with the server's suggestion) or any other failure. */
export class HandleSaveError extends Error {
  constructor(
    message: string,
    readonly taken: boolean,
    readonly suggestion: string | undefined,
  ) {
    super(message);
  }
}

/** POST /api/user/handle; toasts 'Handle updated' or the failure, and throws a HandleSaveError on failure. */
export async function saveHandle(handle: string): Promise<CurrentUser> {
  try {
    const user = await apiRequest<CurrentUser>('POST', '/api/user/handle', { handle } satisfies RequestBody<typeof handleBody>);
    await storeUser(user);
    notify({ title: i18n.t('settings:handle.toast.updated') });
    return user;
  } catch (error) {
    const taken = error instanceof ApiError && error.code === 'HANDLE_TAKEN';
    const message = serverMessageOr(error, i18n.t('settings:handle.toast.failed'));
    // The server's known handle messages read in the UI language; any other text as it came.
    const key = handleMessageKey(message);
    notify({
      title: taken ? i18n.t('settings:handle.toast.notAvailable') : i18n.t('settings:handle.toast.error'),
      description: key ? i18n.t(`settings:handle.status.${key}`) : message,
      variant: 'destructive',
    });
    // Taken in the meantime: a fresh check brings the server's suggestion.
    const suggestion = taken ? (await checkHandle(handle).catch(() => null))?.suggestion : undefined;
    throw new HandleSaveError(message, taken, suggestion);
  }
}

/** PUT /api/settings/privacy with the settings page's fields (spec 2 §7). */
export async function savePrivacySettings(settings: PrivacySettings): Promise<void> {
  try {
    await storeUser(await apiRequest<CurrentUser>('PUT', '/api/settings/privacy', settings satisfies RequestBody<typeof privacyBody>));
    notify({ title: i18n.t('settings:privacy.toast.updated') });
  } catch (error) {
    notifyError(error, i18n.t('settings:privacy.toast.failed'));
    throw error;
  }
}

/** POST /api/auth/sign-out-everywhere: ends every session of this user, this browser's included. */
export async function signOutEverywhere(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/sign-out-everywhere');
    await mutate(CURRENT_USER_KEY, null, { revalidate: false });
  } catch (error) {
    notifyError(error, i18n.t('settings:security.failed'));
    throw error;
  }
}

// Personal API tokens (Settings → API tokens). Texts come from the caller, in its language.
export const API_TOKENS_KEY = '/api/tokens';

/** GET /api/tokens: the user's tokens, newest first (never their secrets). */
export function useApiTokens() {
  return useSWR<ApiTokenView[] | null>(API_TOKENS_KEY, fetcher);
}

/** POST /api/tokens: the answer holds the secret, the only time it is ever sent. */
export async function createApiToken(name: string): Promise<CreatedApiToken> {
  const created = await apiRequest<CreatedApiToken>('POST', API_TOKENS_KEY, { name } satisfies RequestBody<typeof createApiTokenBody>);
  await mutate(API_TOKENS_KEY);
  return created;
}

/** DELETE /api/tokens/:id: scripts using the token get 401 from now on. */
export async function revokeApiToken(id: string): Promise<void> {
  await apiRequest('DELETE', `${API_TOKENS_KEY}/${encodeURIComponent(id)}`);
  await mutate(API_TOKENS_KEY, (tokens?: ApiTokenView[] | null) => tokens?.filter((t) => t.id !== id), { revalidate: true });
}

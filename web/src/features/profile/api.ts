import { mutate } from 'swr';
import type { privacyBody, profileTextBody } from '../../../../functions/schemas/profile.ts';
import { type RequestBody, apiRequest } from '../../lib/api';
import { i18n } from '../../i18n';
import { CURRENT_USER_KEY, type CurrentUser } from '../../lib/auth';
import { notify, notifyError } from '../../lib/toast';

/** The profile page's privacy switches (spec 2 §7: PUT /api/settings/privacy from the profile page). */
export type ProfilePrivacy = Pick<RequestBody<typeof privacyBody>, 'isPublic' | 'showName' | 'showEmail' | 'showProfileImage'>;

/** The current-user cache takes the server's answer, so the header and every screen follow at once. */
function storeUser(user: CurrentUser) {
  return mutate(CURRENT_USER_KEY, user, { revalidate: false });
}

/** PUT /api/auth/profile {title, description}: 'Profile updated' or the failure toast; rethrows. */
export async function updateProfileTexts(texts: RequestBody<typeof profileTextBody>): Promise<void> {
  try {
    await storeUser(await apiRequest<CurrentUser>('PUT', '/api/auth/profile', texts));
    notify({ title: i18n.t('profile:toast.updated') });
  } catch (error) {
    notifyError(error, i18n.t('profile:toast.updateFailed'));
    throw error;
  }
}

/** PUT /api/settings/privacy with one switch: 'Profile settings updated' or the failure toast; rethrows. */
export async function updateProfilePrivacy(change: ProfilePrivacy): Promise<void> {
  try {
    await storeUser(await apiRequest<CurrentUser>('PUT', '/api/settings/privacy', change));
    notify({ title: i18n.t('profile:toast.settingsUpdated') });
  } catch (error) {
    notifyError(error, i18n.t('profile:toast.settingsFailed'));
    throw error;
  }
}

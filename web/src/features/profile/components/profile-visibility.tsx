import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Switch } from '../../../components/ui/checkbox';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import type { CurrentUser } from '../../../lib/auth';
import { updateProfilePrivacy, type ProfilePrivacy } from '../api';

/** What a public page may show; labels live in `profile:visibility.options`. */
const DISPLAY_OPTIONS = ['showName', 'showEmail', 'showProfileImage'] as const satisfies readonly (keyof Omit<ProfilePrivacy, 'isPublic'>)[];

/** The public switch and, while public, what the page shows (spec 2 §2); each change saves at once. */
export function ProfileVisibility({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const [pending, setPending] = useState(false);
  const hasHandle = user.handle !== null;
  const change = async (update: ProfilePrivacy) => {
    setPending(true);
    try {
      await updateProfilePrivacy(update);
    } catch {
      // Toast shown; the switch keeps the saved value.
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Switch
        checked={hasHandle && user.isPublic}
        onCheckedChange={(isPublic) => void change({ isPublic })}
        disabled={!hasHandle || pending}
        description={hasHandle && user.isPublic ? t('visibility.publicDescription') : t('visibility.privateDescription')}
      >
        {t('visibility.publicProfile')}
      </Switch>
      {hasHandle ? null : (
        <div role="note" className="flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">{t('visibility.handleRequired')}</p>
            <p className="mt-0.5">
              <Trans
                t={t}
                i18nKey="visibility.handleRequiredText"
                components={{ settings: <Link to={paths.settings} className="font-medium underline underline-offset-2" /> }}
              />
            </p>
          </div>
        </div>
      )}
      {hasHandle && user.isPublic ? (
        <div className="flex flex-col gap-4 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          {DISPLAY_OPTIONS.map((key) => (
            <Switch
              key={key}
              checked={user[key]}
              onCheckedChange={(checked) => void change({ [key]: checked })}
              disabled={pending}
              description={t(`visibility.options.${key}.description`)}
            >
              {t(`visibility.options.${key}.label`)}
            </Switch>
          ))}
        </div>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/checkbox';
import { Label, Select } from '../../../components/ui/input';
import type { CurrentUser } from '../../../lib/auth';
import { savePrivacySettings, type PrivacySettings as Settings, type PublicTheme } from '../api';
import { HandleRequired } from './handle-required';
import { SettingsCard } from './settings-card';

/**
 * The page's content switches, in the spec's order, then ours (notes); their labels live in
 * `settings:privacy.switches`.
 */
const CONTENT_SWITCHES = ['showMainCard', 'showBookmarkList', 'showCategories', 'showFavorites', 'showFeaturedVideo', 'showNotes'] as const satisfies readonly (keyof Omit<
  Settings,
  'isPublic' | 'publicTheme'
>)[];

const THEMES = ['light', 'dark', 'system'] as const satisfies readonly PublicTheme[];

function fromUser(user: CurrentUser): Settings {
  return {
    isPublic: user.isPublic,
    showMainCard: user.showMainCard,
    showBookmarkList: user.showBookmarkList,
    showCategories: user.showCategories,
    showFavorites: user.showFavorites,
    showFeaturedVideo: user.showFeaturedVideo,
    showNotes: user.showNotes,
    // 'auto' behaves as 'system' (follows the visitor's preference); the select offers three.
    publicTheme: user.publicTheme === 'auto' ? 'system' : user.publicTheme,
  };
}

/** What the public switch's hint says: what is true with the switch as it now stands. */
function publicHint(t: TFunction<'settings'>, isPublic: boolean, url: string | null): string {
  if (!url) return t('privacy.privateWithoutHandle'); // no handle: the switch is off and locked
  return isPublic ? t('privacy.publicWithHandle', { url }) : t('privacy.privateWithHandle', { url });
}

/** Privacy settings (spec 2 §2): edited locally, sent together by Save Settings. */
export function PrivacySettings({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState(() => fromUser(user));
  const [saving, setSaving] = useState(false);
  const hasHandle = user.handle !== null;
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    setSaving(true);
    try {
      // Without a handle the server refuses isPublic: true; the switch is disabled, so send false.
      await savePrivacySettings({ ...draft, isPublic: hasHandle && draft.isPublic });
    } catch {
      // Toast shown; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsCard id="privacy" title={t('privacy.title')} description={t('privacy.description')}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3">
          <Switch
            checked={hasHandle && draft.isPublic}
            onCheckedChange={(checked) => set('isPublic', checked)}
            disabled={!hasHandle}
            description={publicHint(t, hasHandle && draft.isPublic, hasHandle ? `${window.location.origin}/${user.handle}` : null)}
          >
            {t('privacy.publicProfile')}
          </Switch>
          {hasHandle ? null : <HandleRequired title={t('privacy.handleRequired')}>{t('privacy.handleRequiredText')}</HandleRequired>}
        </div>

        <fieldset className="flex flex-col gap-4 border-t border-zinc-200 pt-5 dark:border-zinc-800">
          <legend className="float-left mb-1 w-full text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('privacy.contentDisplay')}</legend>
          {CONTENT_SWITCHES.map((key) => (
            <Switch key={key} checked={draft[key]} onCheckedChange={(checked) => set(key, checked)} description={t(`privacy.switches.${key}.description`)}>
              {t(`privacy.switches.${key}.label`)}
            </Switch>
          ))}
        </fieldset>

        <div className="flex flex-col gap-2 border-t border-zinc-200 pt-5 dark:border-zinc-800">
          <Label htmlFor="settings-public-theme">{t('privacy.theme')}</Label>
          <div className="sm:max-w-xs">
            <Select id="settings-public-theme" value={draft.publicTheme} onChange={(event) => set('publicTheme', event.target.value as PublicTheme)}>
              {THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {t(`privacy.themes.${theme}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>

        <div className="flex justify-end border-t border-zinc-200 pt-5 dark:border-zinc-800">
          <Button onClick={() => void save()} disabled={saving} className="max-sm:w-full">
            {saving ? t('privacy.saving') : t('privacy.save')}
          </Button>
        </div>
      </div>
    </SettingsCard>
  );
}

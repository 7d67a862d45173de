import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/checkbox';
import { Label, Select } from '../../../components/ui/input';
import type { CurrentUser } from '../../../lib/auth';
import { savePrivacySettings, type PrivacySettings as Settings, type PublicTheme } from '../api';
import { HandleRequired } from './handle-required';
import { SettingsCard } from './settings-card';

const CONTENT_SWITCHES: { key: keyof Omit<Settings, 'isPublic' | 'publicTheme'>; label: string; description: string }[] = [
  { key: 'showMainCard', label: 'Profile Card', description: 'Your name, photo, title and description at the top.' },
  { key: 'showBookmarkList', label: 'Bookmark List', description: 'Your public bookmarks.' },
  { key: 'showCategories', label: 'Categories', description: 'Your public categories as filters and sections.' },
  { key: 'showFavorites', label: 'Favorites', description: 'A row of your favorite videos.' },
  { key: 'showFeaturedVideo', label: 'Featured Video', description: 'Your featured video on the profile card.' },
];

const THEMES: { value: PublicTheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

function fromUser(user: CurrentUser): Settings {
  return {
    isPublic: user.isPublic,
    showMainCard: user.showMainCard,
    showBookmarkList: user.showBookmarkList,
    showCategories: user.showCategories,
    showFavorites: user.showFavorites,
    showFeaturedVideo: user.showFeaturedVideo,
    // 'auto' behaves as 'system' (follows the visitor's preference); the select offers three.
    publicTheme: user.publicTheme === 'auto' ? 'system' : user.publicTheme,
  };
}

/** Privacy settings (spec 2 §2): edited locally, sent together by Save Settings. */
export function PrivacySettings({ user }: { user: CurrentUser }) {
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
    <SettingsCard id="privacy" title="Privacy Settings" description="Choose who can see your profile and what it shows.">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3">
          <Switch
            checked={hasHandle && draft.isPublic}
            onCheckedChange={(checked) => set('isPublic', checked)}
            disabled={!hasHandle}
            description={hasHandle ? `Anyone can visit ${window.location.origin}/${user.handle}.` : 'Visitors can see your public page.'}
          >
            Public Profile
          </Switch>
          {hasHandle ? null : <HandleRequired>Choose and save a handle above before making your profile public.</HandleRequired>}
        </div>

        <fieldset className="flex flex-col gap-4 border-t border-zinc-200 pt-5 dark:border-zinc-800">
          <legend className="float-left mb-1 w-full text-sm font-semibold text-zinc-900 dark:text-zinc-100">Content Display</legend>
          {CONTENT_SWITCHES.map(({ key, label, description }) => (
            <Switch key={key} checked={draft[key]} onCheckedChange={(checked) => set(key, checked)} description={description}>
              {label}
            </Switch>
          ))}
        </fieldset>

        <div className="flex flex-col gap-2 border-t border-zinc-200 pt-5 dark:border-zinc-800">
          <Label htmlFor="settings-public-theme">Public Page Theme</Label>
          <div className="sm:max-w-xs">
            <Select id="settings-public-theme" value={draft.publicTheme} onChange={(event) => set('publicTheme', event.target.value as PublicTheme)}>
              {THEMES.map((theme) => (
                <option key={theme.value} value={theme.value}>
                  {theme.label}
                </option>
              ))}
            </Select>
          </div>
        </div>

        <div className="flex justify-end border-t border-zinc-200 pt-5 dark:border-zinc-800">
          <Button onClick={() => void save()} disabled={saving} className="max-sm:w-full">
            {saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </div>
    </SettingsCard>
  );
}

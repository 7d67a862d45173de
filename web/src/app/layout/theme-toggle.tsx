import { Button } from '../../components/ui/button';
import { MonitorIcon, MoonIcon, SunIcon } from '../../components/ui/entry-icons';
import { THEME_PREFERENCES, useThemeStore } from '../../stores/theme';
import { useTranslation } from 'react-i18next';

const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** Steps through light, dark and the device's setting; the icon shows the choice in force. */
export function ThemeToggle() {
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  const { t } = useTranslation();
  const next = THEME_PREFERENCES[(THEME_PREFERENCES.indexOf(preference) + 1) % THEME_PREFERENCES.length]!;
  const label = t('header.theme', { theme: t(`header.themes.${preference}`), next: t(`header.themes.${next}`) });
  const Icon = ICONS[preference];
  return (
    <Button variant="ghost" size="icon" onClick={() => setPreference(next)} aria-label={label} title={label}>
      <Icon className="size-5" />
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../i18n/language-switch';
import { SettingsCard } from './settings-card';

/** The UI language: switching applies at once and is remembered on this device (setLanguage). */
export function LanguageSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard id="language" title={t('language.title')} description={t('language.description')}>
      <LanguageSwitch />
    </SettingsCard>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { ArrowLeftRightIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { SettingsCard } from './settings-card';

/** Where the library comes in and goes out: the import and export screen. */
export function LibraryDataSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard id="library-data" title={t('libraryData.title')} description={t('libraryData.description')}>
      <Link to={paths.settingsData} className={buttonClasses({ variant: 'secondary', className: 'max-sm:w-full' })}>
        <ArrowLeftRightIcon className="size-4" />
        {t('libraryData.open')}
      </Link>
    </SettingsCard>
  );
}

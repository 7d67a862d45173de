import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { ArrowLeftRightIcon } from 'lucide-react';
import { paths } from '../../../app/paths';
import { SettingsCard } from './settings-card';

/** Where the library comes in and goes out: the import and export screen. */
export function LibraryDataSection() {
  return (
    <SettingsCard id="library-data" title="Import & Export" description="Bring your videos from a browser, YouTube (Google Takeout) or another bookmark manager, or download your whole library.">
      <Link to={paths.settingsData} className={buttonClasses({ variant: 'secondary', className: 'max-sm:w-full' })}>
        <ArrowLeftRightIcon className="size-4" />
        Import & export
      </Link>
    </SettingsCard>
  );
}

import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { paths } from '../../../config/paths';
import { ExportSection } from './export-section';
import { ImportSection } from './import-section';

/** Settings › Import & export: bring a library in, take it out. */
export function LibraryTransferPage() {
  const { t } = useTranslation('libraryTransfer');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 break-keep">
      <header className="flex flex-col gap-1">
        <BackLink to={paths.settings}>{t('page.back')}</BackLink>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('page.subtitle')}</p>
      </header>
      <ImportSection />
      <ExportSection />
    </div>
  );
}

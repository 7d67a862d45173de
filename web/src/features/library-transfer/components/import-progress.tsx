import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { type ImportReport, isDetectedFormat } from '../api';
import { ImportReportView } from './import-report';

/**
 * Takeout's playlists.csv, uploaded alone: it only names the playlists, so the person is pointed
 * to the files that hold the videos instead of being left with an import of nothing.
 */
const isPlaylistIndex = (report: ImportReport) => report.format === 'takeout-csv' && /(^|[\\/])playlists\.csv$/i.test(report.fileName ?? '');

/** A running or finished import: the detected format, the categories it made, its counts and failures. */
export function ImportProgress({ report, reading }: { report: ImportReport; reading: boolean }) {
  const { t } = useTranslation('libraryTransfer');
  const categories = report.categories;
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      {report.format ? (
        <p className="text-sm">
          {report.fileName ? <span className="font-medium">{report.fileName} · </span> : null}
          <span className="text-zinc-500 dark:text-zinc-400">
            {t('import.detected', { format: isDetectedFormat(report.format) ? t(`formats.${report.format}`) : report.format })}
          </span>
        </p>
      ) : null}
      {categories?.created.length ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('import.newCategories', { names: categories.created.join(', ') })}</p>
      ) : null}
      {categories?.uncategorised.length ? (
        <p className="flex items-start gap-2 text-sm text-amber-700 dark:text-amber-300">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          {t('import.uncategorised', { names: categories.uncategorised.join(', ') })}
        </p>
      ) : null}
      {!reading ? <ImportReportView report={report} /> : null}
      {report.status === 'completed' && report.total === 0 && report.failedCount === 0 ? (
        <p className="flex items-start gap-2 text-sm text-amber-700 dark:text-amber-300">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          {t(isPlaylistIndex(report) ? 'import.playlistIndex' : 'import.nothing')}
        </p>
      ) : null}
      {report.status === 'completed' ? (
        <p className="flex items-center gap-2 text-sm font-medium text-green-700 dark:text-green-400">
          <CheckCircleIcon className="size-4" /> {t('import.finished')}
        </p>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { EXPORT_FORMATS, exportUrl } from '../api';

/** Three downloads; the server streams the file, so a large library needs no waiting here. */
export function ExportSection() {
  const { t } = useTranslation('libraryTransfer');
  return (
    <section aria-labelledby="export-heading" className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-col gap-1">
        <h2 id="export-heading" className="text-lg font-semibold">
          {t('export.title')}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('export.description')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {EXPORT_FORMATS.map((format) => (
          <li key={format}>
            <a href={exportUrl(format)} download className={buttonClasses({ variant: 'secondary', className: 'h-auto w-full flex-col items-start gap-0.5 px-4 py-3 text-left whitespace-normal' })}>
              <span className="flex items-center gap-2">
                <DownloadIcon className="size-4" /> {t(`export.formats.${format}.label`)}
              </span>
              <span className="text-xs font-normal text-zinc-500 dark:text-zinc-400">{t(`export.formats.${format}.hint`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

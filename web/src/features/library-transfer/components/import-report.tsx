import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { currentLanguage } from '../../../i18n';
import { cn } from '../../../lib/cn';
import type { ImportReport } from '../api';

/** Progress while it runs; the counts and the lines it could not take once it is done. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t, i18n } = useTranslation('libraryTransfer');
  const language = currentLanguage(i18n.resolvedLanguage);
  const number = (value: number) => value.toLocaleString(language);
  const percent = report.total ? Math.round((report.processed / report.total) * 100) : 100;
  const done = report.status === 'completed' || report.status === 'failed';
  // Only an import asked to update can have updated anything: otherwise the count is noise.
  const updating = report.existing === 'update';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <div className="flex justify-between text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
          <span>{done ? t('report.done') : t('report.importing')}</span>
          <span>
            {number(report.processed)} / {number(report.total)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('report.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className={cn('grid gap-3 text-center', updating ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3')}>
        {(
          [
            // The test ids stay those of the English labels' first words, whatever the language.
            ['imported', 'imported', report.imported],
            ...(updating ? ([['updated', 'updated', report.updated]] as const) : []),
            ['skipped', 'already', report.skipped],
            ['failed', 'not', report.failedCount],
          ] as const
        ).map(([key, testId, value]) => (
          <div key={key} className="rounded-lg bg-zinc-50 px-2 py-2 dark:bg-zinc-800/60">
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{t(`report.${key}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`import-${testId}`}>
              {number(value)}
            </dd>
          </div>
        ))}
      </dl>
      {report.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {/* The server's text is English: another language shows its own for the reason's code. */}
          {language !== 'en' && report.errorCode ? t(`failure.${report.errorCode}`) : report.error}
        </p>
      ) : null}
      {done && report.failedCount ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-medium">{t('report.linesNotImported')}</h3>
            {/* The server writes the whole report (all failed entries) as a CSV download. */}
            <a href={report.reportUrl} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <DownloadIcon className="size-4" /> {t('report.download')}
            </a>
          </div>
          <ul className="max-h-64 divide-y divide-zinc-200 overflow-y-auto rounded-lg border border-zinc-200 text-sm dark:divide-zinc-800 dark:border-zinc-800">
            {report.failed.map((f, i) => (
              <li key={i} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:gap-3">
                <span className="shrink-0 text-zinc-500 tabular-nums dark:text-zinc-400">{t('report.line', { line: f.line })}</span>
                <span className="min-w-0 flex-1 truncate" title={f.url}>
                  {f.url || '—'}
                </span>
                <span className="shrink-0 text-zinc-600 dark:text-zinc-400">{f.reason}</span>
              </li>
            ))}
          </ul>
          {report.failedCount > report.failed.length ? (
            <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('report.firstOf', { shown: number(report.failed.length), total: number(report.failedCount) })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

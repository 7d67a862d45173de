import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { AlertCircleIcon, CheckCircleIcon, DownloadIcon } from '../../../components/ui/icons';
import { serverMessageOr } from '../../../lib/api';
import { refreshLibrary } from '../../../lib/revalidate';
import { cn } from '../../../lib/cn';
import { type ExistingChoice, isDetectedFormat, startImport, useImportReport } from '../api';
import { ExistingChoiceField } from './existing-choice';
import { ImportReportView } from './import-report';

const MAX_BYTES = 10 * 1024 * 1024;

/** Pick or drop a file; the server detects its format and imports it in the background. */
export function ImportSection() {
  const { t } = useTranslation('libraryTransfer');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [existing, setExisting] = useState<ExistingChoice>('skip');
  // The import's id lives in the address, so a reload (or coming back later) shows its progress.
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const { data: polled } = useImportReport(importId);
  const report = polled ?? null;
  const finished = report?.status === 'completed' || report?.status === 'failed';

  useEffect(() => {
    if (finished) void refreshLibrary();
  }, [finished]);

  async function upload(file: File) {
    setError(null);
    if (file.size > MAX_BYTES) {
      setError(t('import.tooLarge'));
      return;
    }
    setUploading(true);
    try {
      const result = await startImport(file, { existing });
      setParams({ import: result.id }, { replace: true });
    } catch (err) {
      setError(serverMessageOr(err, t('import.startFailed')));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  const running = uploading || (importId !== null && report !== null && !finished);
  // The job reads the file first: until then neither its format nor its categories are known.
  const reading = report !== null && report.format === null && !finished;
  const categories = report?.categories;

  return (
    <section aria-labelledby="import-heading" className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-col gap-1">
        <h2 id="import-heading" className="text-lg font-semibold">
          {t('import.title')}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('import.description')}</p>
      </div>

      <ExistingChoiceField value={existing} onChange={setExisting} disabled={running} />

      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="import-drop-zone"
        className={cn(
          'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50 dark:bg-brand-950/30' : 'border-zinc-300 dark:border-zinc-700',
        )}
      >
        <DownloadIcon className="size-6 rotate-180 text-zinc-400" />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('import.drop')}</p>
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={running}>
          {t('import.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          className="sr-only"
          aria-label={t('import.fileLabel')}
          accept=".html,.htm,.csv,.txt,.json,.zip,text/html,text/csv,text/plain,application/json,application/zip"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('import.limits')}</p>
      </div>

      {error ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" /> {error}
        </p>
      ) : null}
      {uploading || reading ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('import.reading')}</p> : null}

      {importId && report ? (
        <div className="flex flex-col gap-3" aria-live="polite">
          {report?.format ? (
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
          {report && !reading ? <ImportReportView report={report} /> : null}
          {report?.status === 'completed' ? (
            <p className="flex items-center gap-2 text-sm font-medium text-green-700 dark:text-green-400">
              <CheckCircleIcon className="size-4" /> {t('import.finished')}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { serverMessageOr } from '../../../lib/api';
import { refreshLibrary } from '../../../lib/revalidate';
import { type ExistingChoice, startImport, useImportReport } from '../api';
import { ExistingChoiceField } from './existing-choice';
import { ImportDropZone } from './import-drop-zone';
import { ImportProgress } from './import-progress';

const MAX_BYTES = 10 * 1024 * 1024;

/** Pick or drop a file; the server detects its format and imports it in the background. */
export function ImportSection() {
  const { t } = useTranslation('libraryTransfer');
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
    }
  }

  const running = uploading || (importId !== null && report !== null && !finished);
  // The job reads the file first: until then neither its format nor its categories are known.
  const reading = report !== null && report.format === null && !finished;

  return (
    <section aria-labelledby="import-heading" className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-col gap-1">
        <h2 id="import-heading" className="text-lg font-semibold">
          {t('import.title')}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('import.description')}</p>
      </div>

      <ExistingChoiceField value={existing} onChange={setExisting} disabled={running} />

      <ImportDropZone running={running} onFile={(file) => void upload(file)} />

      {error ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" /> {error}
        </p>
      ) : null}
      {uploading || reading ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('import.reading')}</p> : null}

      {importId && report ? <ImportProgress report={report} reading={reading} /> : null}
    </section>
  );
}

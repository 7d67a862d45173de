import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

/** Where a file is dropped or chosen; the picker is cleared after each choice so the same file can be picked again. */
export function ImportDropZone({ running, onFile }: { running: boolean; onFile(file: File): void }) {
  const { t } = useTranslation('libraryTransfer');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
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
          if (file) onFile(file);
        }}
      />
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('import.limits')}</p>
    </div>
  );
}

import { ExportSection } from './export-section';
import { ImportSection } from './import-section';

/** Settings › Import & export: bring a library in, take it out. */
export function LibraryTransferPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Import &amp; export</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Move your video library in from other apps, or take a copy with you.</p>
      </header>
      <ImportSection />
      <ExportSection />
    </div>
  );
}

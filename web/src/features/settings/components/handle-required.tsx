import type { ReactNode } from 'react';
import { AlertCircleIcon } from '../../../components/ui/icons';

/** Spec 2 §2: shown under the disabled public switch while the user has no handle. */
export function HandleRequired({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="note" className="flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5">{children}</p>
      </div>
    </div>
  );
}

import { CodeIcon } from '../../../components/ui/icons';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCategory } from '../types';

// Only owners and a few visitors open it: the dialog is not part of the public page's first load.
const EmbedDialog = lazy(() => import('./embed-dialog').then((m) => ({ default: m.EmbedDialog })));

/** "Embed": opens the dialog where the collection and size of the <iframe> code are chosen. */
export function EmbedButton({ handle, name, categories }: { handle: string; name: string; categories: PublicCategory[] }) {
  const { t } = useTranslation('publicProfile');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        title={t('embed.title')}
        onClick={() => setOpen(true)}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400 dark:hover:bg-zinc-800"
      >
        <CodeIcon className="size-4" aria-hidden="true" />
        {t('embed.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <EmbedDialog open={open} onOpenChange={setOpen} handle={handle} name={name} categories={categories} />
        </Suspense>
      ) : null}
    </>
  );
}

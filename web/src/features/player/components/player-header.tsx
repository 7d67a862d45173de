import { Dialog } from '@ark-ui/react/dialog';
import { useTranslation } from 'react-i18next';
import { XIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import type { PlayerMode } from '../lib/queue';

/** The dialog's top bar: 'Now Playing' or 'Play All', and the close button. */
export function PlayerHeader({ mode }: { mode: PlayerMode }) {
  const { t } = useTranslation('player');
  return (
    <header className="flex h-12 shrink-0 items-center gap-3 border-b border-zinc-200 px-3 sm:px-4 dark:border-zinc-800">
      <span
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
          mode === 'play-all' ? 'bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300' : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
        )}
      >
        <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
        {mode === 'play-all' ? t('dialog.playAll') : t('dialog.nowPlaying')}
      </span>
      <Dialog.CloseTrigger
        aria-label={t('closePlayer')}
        className="ml-auto flex size-9 cursor-pointer items-center justify-center rounded-full text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-rose-500 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
      >
        <XIcon className="size-5" />
      </Dialog.CloseTrigger>
    </header>
  );
}

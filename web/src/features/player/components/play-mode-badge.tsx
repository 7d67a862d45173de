import { useTranslation } from 'react-i18next';
import { ListVideoIcon, XIcon } from '../../../components/ui/icons';

/**
 * The phone play mode's badge (spec 1 §4): how many videos it plays, and the way out, which
 * restores the full list ('Exited Play Mode').
 */
export function PlayModeBadge({ count, onExit }: { count: number; onExit(): void }) {
  const { t } = useTranslation('player');
  return (
    <div
      role="status"
      className="inline-flex items-center gap-2 rounded-full bg-rose-600 py-1 pr-1 pl-3 text-sm font-medium text-white shadow-md shadow-rose-900/20"
    >
      <ListVideoIcon className="size-4" />
      <span>{t('playMode.badge', { count })}</span>
      <button
        type="button"
        onClick={onExit}
        aria-label={t('playMode.exit')}
        className="flex size-7 cursor-pointer items-center justify-center rounded-full bg-white/15 transition hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
      >
        <XIcon className="size-4" />
      </button>
    </div>
  );
}

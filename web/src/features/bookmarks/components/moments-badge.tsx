import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/ui/icons';
import { noteMoments } from '../../../../../functions/schemas/note-timestamps.ts';

/**
 * How many moments (distinct timestamps) the note points at, as a small badge on the card. Its
 * words are the player's ('player' namespace); it waits for them rather than suspend the card.
 */
export function MomentsBadge({ note }: { note: string | null }) {
  const { t, ready } = useTranslation('player', { useSuspense: false });
  const count = noteMoments(note).length;
  if (count === 0 || !ready) return null;
  const label = t('notes.moments', { count });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="ml-1 inline-flex shrink-0 items-center gap-0.5 rounded-full bg-rose-50 px-1.5 py-px text-[11px] font-semibold text-rose-700 tabular-nums dark:bg-rose-500/10 dark:text-rose-300"
    >
      <ClockIcon className="size-3" aria-hidden="true" />
      {count}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { isUnavailableIn } from '../../../functions/schemas/availability.ts';
import type { AvailabilityView } from '../../../functions/schemas/responses.ts';
import { viewerRegion } from '../lib/region';

/**
 * "Private", "Deleted", "Not embeddable" or "Blocked in KR": why a saved video no longer plays
 * here, on the library's cards and the owner's public page. Its texts are in `common`, so a card
 * never waits for another catalog.
 */
export function AvailabilityBadge({ availability }: { availability: AvailabilityView | null | undefined }) {
  const { t } = useTranslation();
  const region = viewerRegion();
  if (!availability || !isUnavailableIn(availability, region)) return null;
  const label = availability.status === 'blocked' ? t('availabilityBadge.blockedIn', { region }) : t(`availabilityBadge.${availability.status === 'not_embeddable' ? 'notEmbeddable' : availability.status}`);
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-rose-100 px-1.5 py-px text-[11px] font-semibold whitespace-nowrap text-rose-700 dark:bg-rose-500/15 dark:text-rose-300">
      {label}
    </span>
  );
}

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
  const region = viewerRegion();
  if (!availability || !isUnavailableIn(availability, region)) return null;
  return <UnavailableBadge status={availability.status} region={region} />;
}

// Its own component: the translation hook runs for the few cards that show a badge, not for every card.
function UnavailableBadge({ status, region }: { status: AvailabilityView['status']; region: string }) {
  const { t } = useTranslation();
  const label = status === 'blocked' ? t('availabilityBadge.blockedIn', { region }) : t(`availabilityBadge.${status === 'not_embeddable' ? 'notEmbeddable' : status}`);
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-rose-100 px-1.5 py-px text-[11px] font-semibold whitespace-nowrap text-rose-700 dark:bg-rose-500/15 dark:text-rose-300">
      {label}
    </span>
  );
}

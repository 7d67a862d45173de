// The web imports it too, so the card's badge and the server's "Unavailable" filter read a
// video's availability by one rule.

import type { AvailabilityView } from './responses.ts';

type UnavailableStatus = AvailabilityView['status'];

/** Whether a video blocked in some regions is blocked in this one (ISO 3166-1 alpha-2). */
export function isBlockedIn(availability: Pick<AvailabilityView, 'blockedRegions' | 'allowedRegions'>, region: string): boolean {
  const code = region.toUpperCase();
  if (availability.blockedRegions?.includes(code)) return true;
  return availability.allowedRegions !== null && !availability.allowedRegions.includes(code);
}

/** Whether the video plays nowhere (any state but a region block): visitors of a public page never see it. */
export function isGoneEverywhere(status: UnavailableStatus | undefined): boolean {
  return status !== undefined && status !== 'blocked';
}

/**
 * Whether the video cannot be played by someone in `region`: private, deleted, unavailable and
 * not-embeddable videos play nowhere here; a region-blocked one only where it is blocked.
 */
export function isUnavailableIn(availability: AvailabilityView | null, region: string): boolean {
  if (!availability) return false;
  return availability.status !== 'blocked' || isBlockedIn(availability, region);
}

// A saved video's availability as the database records it and the API shows it (pure types).

/**
 * What stops a saved video from playing; absent from a bookmark while it plays. 'unavailable' is
 * private or deleted when the source cannot tell which (oEmbed answers 404 for both).
 */
export type UnavailableStatus = 'private' | 'deleted' | 'unavailable' | 'blocked' | 'not_embeddable';

export interface AvailabilityView {
  status: UnavailableStatus;
  /** Status 'blocked': where YouTube blocks it, or (allowedRegions) the only regions it plays in. */
  blockedRegions: string[] | null;
  allowedRegions: string[] | null;
  /** When the checker last asked YouTube (ISO time). */
  checkedAt: string | null;
}

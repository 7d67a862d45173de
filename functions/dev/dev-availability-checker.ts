import type { AvailabilityChecker } from '../services/availability.ts';
import { fakeVideos } from './fake-youtube.ts';

const fixtureIds = new Set(fakeVideos.map((v) => v.id));

/**
 * Dev mode without a key: the offline fake's invented videos exist nowhere on YouTube, so they are
 * checked against the fake Data API (where they can be marked private, deleted, blocked or not
 * embeddable); every other saved video through oEmbed, as in production without a key.
 */
export function createDevAvailabilityChecker(oembed: AvailabilityChecker, fake: AvailabilityChecker): AvailabilityChecker {
  return {
    source: 'oembed',
    batchSize: oembed.batchSize,
    async check(videoIds) {
      const invented = videoIds.filter((id) => fixtureIds.has(id));
      const real = videoIds.filter((id) => !fixtureIds.has(id));
      const fromFake = invented.length > 0 ? await fake.check(invented) : null;
      const fromOEmbed = real.length > 0 ? await oembed.check(real) : null;
      return {
        verdicts: new Map([...(fromFake?.verdicts ?? []), ...(fromOEmbed?.verdicts ?? [])]),
        units: fromOEmbed?.units ?? 0,
        failure: fromFake?.failure ?? fromOEmbed?.failure ?? null,
      };
    },
  };
}

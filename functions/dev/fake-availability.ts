import { Hono } from 'hono';
import * as z from 'zod';
import { availabilityStatuses } from '../../db/schema.ts';

/**
 * What has become of the fakes' invented videos: private, deleted, blocked in some regions or not
 * embeddable. One state shared by the fake Data API and the fake oEmbed, so both tell the same
 * story; tests set it directly, and in dev mode the Node host lets anyone set it over HTTP.
 */
export interface FakeAvailability {
  mark(videoId: string, mark: FakeMark): void;
  get(videoId: string): FakeMark | undefined;
  reset(): void;
}

export const fakeMarkSchema = z.object({
  status: z.enum(availabilityStatuses),
  /** Status 'blocked': the regions it is blocked in. */
  regions: z.array(z.string().regex(/^[A-Za-z]{2}$/)).max(250).optional(),
});
export type FakeMark = z.infer<typeof fakeMarkSchema>;

export function createFakeAvailability(): FakeAvailability {
  const marks = new Map<string, FakeMark>();
  return {
    mark: (videoId, mark) => void (mark.status === 'available' ? marks.delete(videoId) : marks.set(videoId, mark)),
    get: (videoId) => marks.get(videoId),
    reset: () => marks.clear(),
  };
}

/**
 * Dev mode only: `POST /:videoId` with `{"status": "private"}` (or deleted, not_embeddable,
 * available, or `{"status": "blocked", "regions": ["KR"]}`) changes what the fakes say about it.
 */
export function fakeAvailabilityRoutes(state: FakeAvailability) {
  return new Hono().post('/:videoId', async (c) => {
    const parsed = fakeMarkSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: 'Send {"status": "private" | "deleted" | "blocked" | "not_embeddable" | "available", "regions"?: ["KR"]}.', code: 'VALIDATION_ERROR' }, 400);
    const videoId = c.req.param('videoId');
    state.mark(videoId, { ...parsed.data, regions: parsed.data.regions?.map((r) => r.toUpperCase()) });
    return c.json({ videoId, ...parsed.data });
  });
}

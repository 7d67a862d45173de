import { z } from 'zod';

/**
 * A queue message: one run of auto-bookmarking (spec 2 §4). The job rows in auto_bookmark_jobs
 * are the truth; the message only says which run to process, so redelivery is harmless.
 */
export const jobMessageSchema = z.object({
  type: z.literal('auto-bookmark'),
  runId: z.uuid(),
});

export type JobMessage = z.infer<typeof jobMessageSchema>;

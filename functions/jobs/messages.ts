import * as z from 'zod';

/**
 * Queue messages, shared by producer and consumer. The database rows are the truth; a message
 * only says what to look at, so a redelivered message is harmless.
 */
export const jobMessageSchema = z.discriminatedUnion('type', [
  // One run of auto-bookmarking (spec 2, section 4): the job rows in auto_bookmark_jobs with this run id.
  z.object({ type: z.literal('auto-bookmark'), runId: z.uuid() }),
  // Fetch the details of a user's bookmarks that were saved while YouTube could not be reached.
  z.object({ type: z.literal('refresh-details'), userId: z.uuid(), attempt: z.number().min(0).max(100).int().default(0) }),
  // A library import: the row in import_jobs with this id.
  z.object({ type: z.literal('import'), importId: z.uuid() }),
  // One batch of the video availability check: the next due rows of video_availability.
  z.object({ type: z.literal('availability-check') }),
]);

export type JobMessage = z.infer<typeof jobMessageSchema>;

/** A short label of a message for logs. */
export function describeJob(job: JobMessage): string {
  switch (job.type) {
    case 'auto-bookmark':
      return `auto-bookmark run ${job.runId}`;
    case 'refresh-details':
      return `refresh-details of user ${job.userId}`;
    case 'import':
      return `import ${job.importId}`;
    case 'availability-check':
      return 'availability check';
  }
}

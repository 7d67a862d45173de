import { and, eq, inArray } from 'drizzle-orm';
import { autoBookmarkJobs } from '../../db/schema.ts';
import type { Deps } from '../deps.ts';
import type { JobMessage } from './jobs.ts';
import { refreshDetails } from './refresh-details.ts';
import { runImport } from './import-run.ts';

/**
 * Processes one queue message. Both hosts call this: the Worker's queue() handler and the Node
 * host's in-process queue. Auto-bookmarking itself arrives with its issue; until then a run's
 * open jobs are marked failed with a clear reason instead of staying pending forever.
 */
export async function consumeJob(deps: Deps, job: JobMessage): Promise<void> {
  switch (job.type) {
    case 'auto-bookmark':
      await deps.db
        .update(autoBookmarkJobs)
        .set({ status: 'failed', error: 'Auto-bookmarking is not available yet.', finishedAt: deps.clock.now() })
        .where(and(eq(autoBookmarkJobs.runId, job.runId), inArray(autoBookmarkJobs.status, ['pending', 'in_progress'])));
      return;
    case 'refresh-details':
      await refreshDetails(deps, job);
      return;
    case 'import':
      await runImport(deps, job.importId);
      return;
  }
}

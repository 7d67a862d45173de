import type { Deps } from '../deps.ts';
import { type AutoBookmarkOptions, runAutoBookmark } from './auto-bookmark.ts';
import { runAvailabilityCheck } from './availability-check.ts';
import type { JobMessage } from './messages.ts';
import { refreshDetails } from './refresh-details.ts';
import { runImport } from './import-run.ts';

/**
 * Processes one queue message. Both hosts call this: the Worker's queue() handler and the Node
 * host's in-process queue. A throw means "retry the message".
 */
export async function consumeJob(deps: Deps, job: JobMessage, options: AutoBookmarkOptions = {}): Promise<void> {
  switch (job.type) {
    case 'auto-bookmark':
      await runAutoBookmark(deps, job.runId, options);
      return;
    case 'refresh-details':
      await refreshDetails(deps, job);
      return;
    case 'import':
      await runImport(deps, job.importId);
      return;
    case 'availability-check':
      await runAvailabilityCheck(deps);
      return;
  }
}

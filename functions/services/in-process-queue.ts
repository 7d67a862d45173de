import type { JobQueue } from '../deps.ts';
import { type JobMessage, describeJob } from './jobs.ts';

/**
 * The Node host's queue: messages run one at a time in this process, through the same consumer
 * function the Worker's queue handler calls. A failed message is retried a few times, like a
 * Cloudflare Queue would.
 */
export function createInProcessQueue(consume: (job: JobMessage) => Promise<void>, options: { maxRetries?: number } = {}): JobQueue & { idle(): Promise<void> } {
  const maxRetries = options.maxRetries ?? 3;
  let chain = Promise.resolve();
  const run = async (job: JobMessage) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await consume(job);
      } catch (err) {
        console.error(`Job ${describeJob(job)} failed (attempt ${attempt + 1}):`, err);
        if (attempt >= maxRetries) return;
      }
    }
  };
  return {
    async send(job) {
      chain = chain.then(() => run(job));
    },
    idle: () => chain,
  };
}

import type { JobQueue } from '../deps.ts';
import { type JobMessage, describeJob } from './messages.ts';

/**
 * The Node host's queue: messages run one at a time in this process, through the same consumer
 * function the Worker's queue handler calls. A failed message is retried a few times, like a
 * Cloudflare Queue would. A delayed message waits on a timer that does not keep the process alive:
 * what is still waiting at exit is found again from the database at the next start.
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
    async send(job, options) {
      const enqueue = () => void (chain = chain.then(() => run(job)));
      const delayMs = Math.max(0, (options?.delaySeconds ?? 0) * 1000);
      if (delayMs > 0) setTimeout(enqueue, delayMs).unref();
      else enqueue();
    },
    idle: () => chain,
  };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consumeJob } from '../../functions/jobs/consumer.ts';
import type { ApiContext, signInAs } from './api-context.ts';

type Session = Awaited<ReturnType<typeof signInAs>>;

export const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures/import', name));

/** POST /api/import with a file, as the browser's file picker sends it. */
export async function upload(session: Session, content: string | Uint8Array, options: { filename?: string; categoryId?: string; existing?: string } = {}) {
  const form = new FormData();
  form.set('file', new File([typeof content === 'string' ? content : new Uint8Array(content)], options.filename ?? 'upload.bin'));
  if (options.categoryId !== undefined) form.set('categoryId', options.categoryId);
  if (options.existing !== undefined) form.set('existing', options.existing);
  const res = await session.browser.request('/api/import', { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

/** Runs the import messages the app queued (and those they queue), as the queue would. */
export async function drainImports(ctx: ApiContext): Promise<number> {
  let runs = 0;
  for (let job = ctx.sentJobs.find((j) => j.type === 'import'); job; job = ctx.sentJobs.find((j) => j.type === 'import')) {
    ctx.sentJobs.splice(ctx.sentJobs.indexOf(job), 1);
    await consumeJob(ctx.deps, job);
    runs++;
  }
  return runs;
}

/** Uploads a file, runs the job to its end and answers the final report. */
export async function importFile(ctx: ApiContext, session: Session, content: string | Uint8Array, options: { categoryId?: string; filename?: string; existing?: string } = {}) {
  const started = await upload(session, content, options);
  if (started.status !== 202) throw new Error(`import answered ${started.status}: ${JSON.stringify(started.body)}`);
  await drainImports(ctx);
  const report = await session.get(`/api/import/${started.body.id}`);
  return { started: started.body, report: report.body };
}

import { Hono } from 'hono';
import * as z from 'zod';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../deps.ts';
import { validate } from '../errors.ts';
import { EXPORT_FORMATS, exportChunks } from '../lib/export-writers.ts';

const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('json') });

const CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8', html: 'text/html; charset=utf-8' } as const;

export const exportRoutes = new Hono<AppEnv>()
  // GET /api/export?format=json|csv|html — a download, streamed page by page.
  .get('/', validate('query', exportQuery), async (c) => {
    const user = requireUser(c);
    const { format } = c.req.valid('query');
    const { db, clock } = c.var.deps;
    const now = clock.now();
    const chunks = exportChunks(db, user.id, format, now);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (err) {
          // Headers are gone already: all that is left is to break the download, not to fake its end.
          console.error(`Export of user ${user.id} failed:`, err);
          controller.error(err);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    });
    const filename = `vidshelf-export-${now.toISOString().slice(0, 10)}.${format}`;
    return c.body(body, 200, {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    });
  });

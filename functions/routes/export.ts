import * as z from 'zod';
import { defineRoute, routesApp } from '../openapi/route.ts';
import { EXPORT_FORMATS, exportChunks } from '../lib/export-writers.ts';
import { textStream } from '../http/text-stream.ts';

const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('json') });

const CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8', html: 'text/html; charset=utf-8' } as const;

const download = defineRoute({
  method: 'get', path: '/', tag: 'Import and export', access: 'user', summary: 'Download your library',
  request: { query: exportQuery },
  responses: {
    200: {
      description: 'A file download (`Content-Disposition: attachment; filename="vidshelf-export-YYYY-MM-DD.<format>"`), in the format asked for. Vidshelf JSON and Vidshelf CSV both import back without loss: every bookmark, and every category with its colour, order and sharing.',
      content: {
        'application/json': { schema: z.object({}).loose().meta({ description: 'Vidshelf JSON: categories and bookmarks' }) },
        'text/csv': {
          schema: z.string().meta({
            description:
              'One bookmark a row, under the header `url,video_id,title,note,favorite,watch_time,created_at,categories_json`. `categories_json` holds its categories as a JSON array of the objects the JSON export lists (`[{"name":"Music","color":"#ec4899","displayOrder":0,"isPublic":true,"subscribable":false}]`; empty when none), since a name may hold any character. A category no bookmark is in gets a row of its own after the bookmarks, with only `categories_json` filled in. A title or note a spreadsheet would run as a formula (starting with = + - @, a tab or CR, after any apostrophes) gets an apostrophe before it, which the import takes away again. The import also reads older exports, whose `categories_json` held names alone or whose `categories` column joined them with "; ".',
          }),
        },
        'text/html': { schema: z.string().meta({ description: 'Netscape bookmarks, as browsers import them' }) },
      },
    },
  },
});

export const exportRoutes = routesApp()
  // A download, streamed page by page.
  .openapi(download, async (c) => {
    const user = c.var.me;
    const { format } = c.req.valid('query');
    const { db, clock } = c.var.deps;
    const now = clock.now();
    const chunks = exportChunks(db, user.id, format, now);
    const body = textStream(chunks, `Export of user ${user.id}`);
    const filename = `vidshelf-export-${now.toISOString().slice(0, 10)}.${format}`;
    return c.body(body, 200, {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    });
  });

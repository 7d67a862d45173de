import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from '../../db/schema.ts';
import { listBookmarks } from '../../db/queries/bookmarks.ts';
const sb = process.argv[2] ?? '16MB';
const client = await PGlite.create('/tmp/pgl10k', { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sb}`] });
const db = drizzle(client, { schema }) as any;
const { rows: [u] } = await client.query<{ id: string }>(`select id from users where email='bench@example.com'`);
async function time(label: string, n: number, f: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await f();
  const t = performance.now(); const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await f();
  const c = process.cpuUsage(c0);
  console.log(label.padEnd(28), ((performance.now() - t) / n).toFixed(3), 'ms wall', ((c.user + c.system) / 1000 / n).toFixed(3), 'ms cpu');
}
await time('select 1', 500, () => client.query('select 1'));
await time('select 1 param', 500, () => client.query('select $1::int', [1]));
await time('exec select 1', 500, () => client.exec('select 1'));
await time('list added 20', 200, () => listBookmarks(db, { ownerId: u!.id, sort: 'added', limit: 20 }));
await time('list recent 20', 200, () => listBookmarks(db, { ownerId: u!.id, sort: 'recent', limit: 20 }));
await time('list raw bookmarks only', 200, () => client.query('select * from bookmarks where user_id=$1 order by created_at desc, id limit 20', [u!.id]));
await time('search sourdough', 100, () => listBookmarks(db, { ownerId: u!.id, sort: 'recent', limit: 20, search: 'sourdough' }));
console.log('rss MiB', (process.memoryUsage().rss / 2 ** 20).toFixed(0));
await client.close();

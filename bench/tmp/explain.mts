import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from '../../db/schema.ts';
import { listBookmarks } from '../../db/queries/bookmarks.ts';
const client = await PGlite.create('/tmp/pgl10k', { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=16MB`] });
const db = drizzle(client, { schema, logger: { logQuery: (q: string, p: unknown[]) => { (globalThis as any).last = [q, p]; } } }) as any;
const { rows: [u] } = await client.query<{ id: string }>(`select id from users where email='bench@example.com'`);
for (const opts of [{ sort: 'added' }, { sort: 'recent' }, { sort: 'recent', search: 'sourdough' }]) {
  await listBookmarks(db, { ownerId: u!.id, limit: 20, ...opts } as any);
  const [q, p] = (globalThis as any).last;
  for (let i = 0; i < 3; i++) await client.query(q, p);
  const r = await client.query<any>('explain (analyze, buffers) ' + q, p);
  console.log(JSON.stringify(opts)); console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
}
const r = await client.query<any>(`explain analyze select count(*) from bookmarks where user_id=$1 and created_at >= now() - interval '7 days'`, [u!.id]);
console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
await client.close();

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const client = await PGlite.create('/tmp/pgl10k', { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=16MB`] });
const { rows: [u] } = await client.query<{ id: string }>(`select id from users where email='bench@example.com'`);
const cols = `id, user_id, video_id, url, title, note, description, thumbnail, duration, duration_seconds, channel, channel_id, channel_icon, views, published_at, embeddable, needs_details, is_favorite, watch_time, created_at, updated_at`;
const Q = {
  current: `select ${cols}, (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'color', c.color) order by c.display_order, c.created_at), '[]'::json) from bookmark_categories bc join categories c on c.id = bc.category_id where bc.bookmark_id = bookmarks.id) as cats from bookmarks where user_id = $1 order by created_at desc, id limit 20`,
  ids: `select ${cols}, array(select bc.category_id from bookmark_categories bc where bc.bookmark_id = bookmarks.id) as cats from bookmarks where user_id = $1 order by created_at desc, id limit 20`,
  cte: `with page as (select ${cols} from bookmarks where user_id = $1 order by created_at desc, id limit 20),
   cats as (select bc.bookmark_id, json_agg(json_build_object('id', c.id, 'name', c.name, 'color', c.color) order by c.display_order, c.created_at) as cats from bookmark_categories bc join categories c on c.id = bc.category_id where bc.bookmark_id in (select id from page) group by bc.bookmark_id)
   select page.*, coalesce(cats.cats, '[]'::json) from page left join cats on cats.bookmark_id = page.id order by page.created_at desc, page.id`,
  plain: `select ${cols} from bookmarks where user_id = $1 order by created_at desc, id limit 20`,
  session: `select * from users where id = $1`,
};
async function time(label: string, n: number, f: () => Promise<unknown>) {
  for (let i = 0; i < 30; i++) await f();
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await f();
  const c = process.cpuUsage(c0);
  console.log(label.padEnd(12), ((c.user + c.system) / 1000 / n).toFixed(3), 'ms cpu');
}
for (let round = 0; round < 2; round++) for (const [k, q] of Object.entries(Q)) await time(k, 300, () => client.query(q, [u!.id]));
await client.close();

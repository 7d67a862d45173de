// Seeds a database the way bench:http does and leaves it, to study plans (EXPLAIN ANALYZE) at a
// size the bench drops after each run: `tsx bench/seed-only.ts <postgres url | pglite:DIR> <bookmarks>`.
import { openPglite } from '../db/client/pglite.ts';
import { openPostgres } from '../db/client/postgres.ts';
import { seedLibrary } from './http/seed.ts';

const [url, bookmarks = '1000000'] = process.argv.slice(2);
if (!url) throw new Error('Usage: tsx bench/seed-only.ts <postgres url> [bookmarks]');
const handle = url.startsWith('pglite:') ? await openPglite({ dataDir: url.slice('pglite:'.length) }) : openPostgres(url, { max: 2 });
await handle.migrate();
await seedLibrary(handle.db, { bookmarks: Number(bookmarks), categories: 5 });
await handle.close();
console.log(`Seeded ${bookmarks} bookmarks (and as many for 4 other users) into ${url}.`);

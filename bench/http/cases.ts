// What the bench asks of the server: the list in each sort, searches, filters, stats and a mix
// of writes, each a set of autocannon requests.
import videoFixtures from '../../tests/fixtures/youtube/videos.json';
import { KOREAN_TERM, ONE_PERCENT_TERM, RARE_TERM } from './seed.ts';

type Context = Record<string, unknown>;
export interface BenchRequest {
  method?: string;
  path: string;
  body?: string;
  setupRequest?: (request: BenchRequest & { headers?: Record<string, string> }, context: Context) => BenchRequest;
  onResponse?: (status: number, body: string, context: Context) => void;
}

export interface BenchCase {
  name: string;
  requests: BenchRequest[];
  /** Runs after each measurement, e.g. to remove what the case created. */
  cleanUp?: () => Promise<void>;
}

export interface CaseSetup {
  origin: string;
  cookie: string;
  categoryId: string;
  /** One of the user's seeded bookmarks, patched when a create did not go through. */
  someBookmarkId: string;
}

/** Videos the offline oEmbed fake knows and that may be embedded: each connection of the mix saves its own. */
const MIX_VIDEOS = videoFixtures.filter((v) => v.embeddable !== false).map((v) => v.id);

const get = (path: string): BenchRequest[] => [{ method: 'GET', path }];

function writeMix(setup: CaseSetup): BenchCase {
  // autocannon starts each pass through the sequence with a fresh context, and connections run
  // their passes at different speeds: a video is taken from this pool by a save and given back by
  // its delete, so no two connections ever hold the same one.
  const freeVideos = [...MIX_VIDEOS];
  const bookmarkPath = (context: Context) => `/api/bookmarks/${(context.id as string | undefined) ?? setup.someBookmarkId}`;
  return {
    name: 'create/patch mix',
    // Per connection: save a video, favourite it, write a note, delete it (the library keeps its size).
    requests: [
      {
        method: 'POST',
        path: '/api/bookmarks',
        setupRequest: (req, context) => {
          const videoId = freeVideos.shift();
          if (!videoId) throw new Error(`The write mix needs a video per connection: at most ${MIX_VIDEOS.length} connections.`);
          context.videoId = videoId;
          context.id = undefined;
          return { ...req, body: JSON.stringify({ videoId: context.videoId }) };
        },
        onResponse: (status, body, context) => {
          if (status === 201) context.id = (JSON.parse(body) as { id: string }).id;
        },
      },
      { method: 'PATCH', path: '', setupRequest: (req, c) => ({ ...req, path: bookmarkPath(c), body: '{"isFavorite":true}' }) },
      { method: 'PATCH', path: '', setupRequest: (req, c) => ({ ...req, path: bookmarkPath(c), body: '{"note":"Watch again with the kids."}' }) },
      {
        method: 'DELETE',
        path: '',
        setupRequest: (req, c) => ({ ...req, path: `/api/bookmarks/${(c.id as string | undefined) ?? '00000000-0000-4000-8000-000000000000'}` }),
        onResponse: (_status, _body, c) => {
          freeVideos.push(c.videoId as string);
        },
      },
    ],
    // A run can stop between a save and its delete: remove what is left, so the next run can save again.
    cleanUp: async () => {
      // autocannon returns while its last requests may still run on the server (at c=50 on PGlite
      // for seconds): a save that lands after a single pass would make that video's connection
      // fail (409, then 404s) all the next run. So: passes a second apart until one finds nothing.
      const headers = { cookie: setup.cookie, origin: setup.origin, 'content-type': 'application/json' };
      for (let pass = 0; pass < 15; pass++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        let removed = 0;
        for (const videoId of MIX_VIDEOS) {
          const res = await fetch(`${setup.origin}/api/bookmarks/exists?videoId=${videoId}`, { headers });
          const { bookmarkId } = (await res.json()) as { bookmarkId: string | null };
          if (bookmarkId) {
            await fetch(`${setup.origin}/api/bookmarks/${bookmarkId}`, { method: 'DELETE', headers });
            removed++;
          }
        }
        if (removed === 0) break;
      }
      freeVideos.splice(0, freeVideos.length, ...MIX_VIDEOS);
    },
  };
}

/** Search terms and how often the seed has them (seed.ts): every plan search-narrowing.ts may choose. */
export const SEARCHES: [term: string, what: string][] = [
  ['sourdough', 'common, 1 row in 6'],
  [ONE_PERCENT_TERM, '1%'],
  [RARE_TERM, 'rare, 1 in 5,000'],
  ['zyzzyva', 'in no row'],
  ['ky', 'two letters'],
  [KOREAN_TERM, 'Korean, 5%'],
];

export function benchCases(setup: CaseSetup): BenchCase[] {
  return [
    { name: 'list sort=recent', requests: get('/api/bookmarks?limit=20') },
    { name: 'list sort=added', requests: get('/api/bookmarks?limit=20&sort=added') },
    { name: 'list sort=alphabetical', requests: get('/api/bookmarks?limit=20&sort=alphabetical') },
    { name: 'list sort=popular', requests: get('/api/bookmarks?limit=20&sort=popular') },
    { name: 'list sort=duration', requests: get('/api/bookmarks?limit=20&sort=duration') },
    ...SEARCHES.map(([term, what]) => ({ name: `search '${term}' (${what})`, requests: get(`/api/bookmarks?limit=20&search=${encodeURIComponent(term)}`) })),
    { name: 'filter favorites', requests: get('/api/bookmarks?limit=20&favorites=true') },
    { name: 'filter category', requests: get(`/api/bookmarks?limit=20&categoryId=${setup.categoryId}`) },
    { name: 'filter recent (7 days)', requests: get('/api/bookmarks?limit=20&recent=true') },
    { name: 'stats', requests: get('/api/stats') },
    writeMix(setup),
  ];
}

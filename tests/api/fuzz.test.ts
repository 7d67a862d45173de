// Property-based fuzzing of the whole API: thousands of generated requests against every route
// the app has (read from app.routes, so a route added later is fuzzed too), signed in (cookie
// or extension token) and out, with and without the right Origin, with bodies and queries shaped
// by what the served /api/openapi.json declares for the route, hostile values mixed in at every
// level (NUL, lone surrogates, huge numbers, forged cursors, odd path parameters). Whatever comes
// in: no 5xx, every error is the {message, code} envelope, and another user's data never changes.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq, getTableColumns, inArray, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { MAX_BODY_BYTES } from '../../functions/app.ts';
import { createFakeYouTube, fakeVideos } from '../../functions/dev/fake-youtube.ts';
import { type OpenApiDocument, openApiPath } from '../../functions/openapi/document.ts';
import { type ApiContext, TEST_ORIGIN, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, createUser, subscribe } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';
import { type IdPool, forgedCursor, fromPool, hintOf, hostileString, hostileValue, idArbitrary } from '../support/fuzz-arbitraries.ts';
import { type Pools, valueOf } from '../support/schema-arbitraries.ts';

const { bookmarks, bookmarkCategories, categories, users } = schema;

/** Requests per database kind (Postgres runs it faster than PGlite). */
const RUNS: Record<string, number> = { pglite: 5000, postgres: 5000 };
const YOUTUBE_KEY = 'fuzz-youtube-key';

type Json = Record<string, any>;

interface Route {
  method: string;
  path: string;
}

/** What the document declares for a route: its query parameters and its JSON body (none for a route it does not list). */
interface Declared {
  query: Json[];
  body: Json | null;
}

function declaredOf(doc: OpenApiDocument, route: Route): Declared {
  const op = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
  return {
    query: ((op?.parameters ?? []) as Json[]).filter((p) => p.in === 'query'),
    body: op?.requestBody?.content?.['application/json']?.schema ?? null,
  };
}

/** Every JSON request body the document declares: what a route it does not list is sent. */
const requestBodiesOf = (doc: OpenApiDocument): Json[] =>
  Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => (op.requestBody?.content?.['application/json']?.schema ? [op.requestBody.content['application/json'].schema] : [])));

/** Every query parameter name the document declares, and two none does: each tried on every route. */
const queryKeysOf = (doc: OpenApiDocument): string[] => [
  ...new Set([...Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query').map((p) => p.name as string))), 'q', 'page']),
];

/** Every route of the app, as Hono lists them, without the middleware and catch-all entries. */
function routesOf(app: ApiContext['app']): Route[] {
  const seen = new Map<string, Route>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || r.path.includes('*')) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

/** Percent-encodes any text, lone surrogates included (as the bytes a careless client would send). */
function encodeSegment(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const pair = unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff;
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string | null }
  | { kind: 'huge' }
  | { kind: 'none' };

interface Case {
  route: Route;
  params: string[];
  query: [string, string][];
  body: Body;
  auth: 'cookie' | 'bearer' | 'none' | 'forged-cookie' | 'forged-bearer';
  origin: 'right' | 'none' | 'other' | 'null';
  userAgent: string | null;
}

describe.each(databaseKinds)('API fuzzing on %s', (kind) => {
  let ctx: ApiContext;
  let youtube: Awaited<ReturnType<typeof startFakeYouTube>>;
  let routes: Route[];
  let doc: OpenApiDocument;
  let me: { email: string; id: string; cookie: string; token: string };
  let other: schema.User;
  const ids: IdPool = { bookmarks: { own: [], foreign: [] }, categories: { own: [], foreign: [] } };
  const handles: string[] = [];
  const cursors: string[] = [];

  async function startFakeYouTube() {
    const fake = createFakeYouTube({ apiKey: YOUTUBE_KEY });
    const server = serve({ fetch: new Hono().route('/youtube/v3', fake).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    return {
      apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  /** Signs the fuzzing user in (again, if a fuzzed sign-out revoked the session). */
  async function signIn(email: string) {
    const session = await signInAs(ctx, email);
    const token = ((await session.get('/api/auth/extension-token')).body as { token: string }).token;
    me = { email, id: session.user.id, cookie: `vidshelf_session=${session.browser.cookies.get('vidshelf_session')}`, token };
    return session.user;
  }

  /** Keeps the fuzzing user stocked with data, so valid ids keep reaching real rows. */
  async function restock() {
    const mine = await ctx.db.select({ id: bookmarks.id }).from(bookmarks).where(eq(bookmarks.userId, me.id));
    const myCategories = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.userId, me.id));
    const [user] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    if (myCategories.length < 2) {
      for (let i = 0; i < 2; i++) myCategories.push(await createCategory(ctx.db, user!, { subscribable: i === 0 }));
    }
    for (let i = mine.length; i < 4; i++) {
      mine.push(await createBookmark(ctx.db, user!, { note: `note ${i}`, categoryIds: [myCategories[i % myCategories.length]!.id], durationSeconds: i * 60, views: i * 1000 }));
    }
    ids.bookmarks.own = mine.map((r) => r.id);
    ids.categories.own = myCategories.map((r) => r.id);
  }

  /**
   * Everything of the other user, as rows: none of it may change whatever the fuzzing user sends.
   * The one exception by design: anyone may visit a public profile, and a visit is counted on it.
   */
  async function snapshotOfOther() {
    const snapshot: Record<string, unknown[]> = {};
    const theirBookmarks = (await ctx.db.select({ id: bookmarks.id }).from(bookmarks).where(eq(bookmarks.userId, other.id))).map((b) => b.id);
    const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));
    for (const table of tables) {
      if (table === (schema.profileVisits as unknown)) continue;
      const { name } = getTableConfig(table);
      const columns = getTableColumns(table) as Record<string, Parameters<typeof eq>[0]>;
      const owner = table === (users as unknown) ? columns.id : (columns.userId ?? columns.profileUserId);
      if (owner) snapshot[name] = await ctx.db.select().from(table).where(eq(owner, other.id));
      else if (table === (bookmarkCategories as unknown) && theirBookmarks.length) {
        snapshot[name] = await ctx.db.select().from(table).where(inArray(bookmarkCategories.bookmarkId, theirBookmarks));
      }
    }
    for (const rows of Object.values(snapshot)) rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    return snapshot;
  }

  beforeAll(async () => {
    youtube = await startFakeYouTube();
    ctx = await createApiContext(kind, { YOUTUBE_API_KEY: YOUTUBE_KEY, YOUTUBE_API_BASE: youtube.apiBase });
    routes = routesOf(ctx.app);
    doc = (await (await ctx.app.request('/api/openapi.json')).json()) as OpenApiDocument;

    // The other user: a public profile with every kind of category, notes, favourites, a featured video.
    other = await createUser(ctx.db, { handle: `fuzz-other-${kind}`, isPublic: true, firstName: 'Other', lastName: 'Person' });
    const shared = await createCategory(ctx.db, other, { name: 'Shared', subscribable: true });
    const secret = await createCategory(ctx.db, other, { name: 'Secret', isPublic: false });
    const closed = await createCategory(ctx.db, other, { name: 'Closed', subscribable: false });
    const theirs = [];
    for (let i = 0; i < 6; i++) {
      theirs.push(await createBookmark(ctx.db, other, { note: 'their note', isFavorite: i % 2 === 0, categoryIds: [[shared, secret, closed][i % 3]!.id] }));
    }
    await ctx.db.update(users).set({ featuredBookmarkId: theirs[0]!.id }).where(eq(users.id, other.id));
    ids.categories.foreign = [shared, secret, closed].map((r) => r.id);
    ids.bookmarks.foreign = theirs.map((r) => r.id);

    const user = await signIn(`fuzz-${kind}@example.com`);
    await ctx.db.update(users).set({ handle: `fuzz-me-${kind}`, isPublic: true }).where(eq(users.id, user.id));
    await subscribe(ctx.db, user, shared);
    handles.push(`fuzz-me-${kind}`, `fuzz-other-${kind}`);
    await restock();
  });
  afterAll(async () => {
    await ctx?.close();
    await youtube?.close();
  });

  const paramArbitrary = (route: Route, name: string) =>
    name === 'id' || name.endsWith('Id')
      ? fc.oneof({ weight: 8, arbitrary: idArbitrary(ids, hintOf(name, hintOf(route.path))) }, { weight: 1, arbitrary: hostileString })
      : fc.oneof(
          { weight: 2, arbitrary: fc.nat({ max: 3000 }).map(String) },
          { weight: 1, arbitrary: idArbitrary(ids) },
          { weight: 1, arbitrary: fromPool(() => handles) },
          { weight: 1, arbitrary: fc.constantFrom('99999999999999999999', '0', '-1', '1e3', '00000001') },
          { weight: 1, arbitrary: hostileString },
        );

  /**
   * How values of a route's declaration are drawn: ids of the kind its path or field name says,
   * names the fakes know (video ids, categories, handles), hostile values in place of any part.
   */
  const poolsOf = (route: Route): Pools => ({
    ids: [],
    named: { videoId: fakeVideos.map((v) => v.id), category: ['cooking', 'jazz piano', 'science'], handle: handles },
    idFor: (name) => idArbitrary(ids, hintOf(name, hintOf(route.path))),
    odd: hostileValue,
  });

  const queryOf = (route: Route): fc.Arbitrary<[string, string][]> => {
    const { query } = declaredOf(doc, route);
    const values: fc.Arbitrary<Record<string, unknown>> = query.length
      ? fc.record(Object.fromEntries(query.map((p) => [p.name, valueOf(p.schema, doc, poolsOf(route), p.name)])), { requiredKeys: [] })
      : fc.dictionary(fc.constantFrom(...queryKeysOf(doc)), hostileValue, { maxKeys: 3 });
    // A cursor names its sort: sent along with it, so a forged value reaches the query.
    const cursor = fc.option(fc.oneof(forgedCursor(ids), fromPool(() => cursors).map((text) => ({ sort: null, text }))), { freq: 3 });
    return fc.tuple(values, cursor, fc.nat({ max: 4 }).map((n) => n > 0)).map(([object, c, withSort]) => {
      const pairs: [string, string][] = [];
      for (const [key, value] of Object.entries(object)) {
        if (value === undefined || (c && key === 'cursor')) continue;
        if (c?.sort && withSort && key === 'sort') continue;
        for (const item of Array.isArray(value) ? value : [value]) pairs.push([key, typeof item === 'string' ? item : JSON.stringify(item) ?? '']);
      }
      if (c) pairs.push(['cursor', c.text]);
      if (c?.sort && withSort) pairs.push(['sort', c.sort]);
      return pairs;
    });
  };

  const bodyOf = (route: Route): fc.Arbitrary<Body> => {
    if (route.method === 'GET' || route.method === 'HEAD') return fc.constant({ kind: 'none' });
    const declared = declaredOf(doc, route).body;
    const pools = poolsOf(route);
    const shaped = declared ? valueOf(declared, doc, pools) : fc.constantFrom(...requestBodiesOf(doc)).chain((body) => valueOf(body, doc, pools));
    return fc.oneof(
      { weight: 30, arbitrary: shaped.map((value): Body => ({ kind: 'json', value })) },
      { weight: 2, arbitrary: hostileValue.map((value): Body => ({ kind: 'json', value })) },
      { weight: 1, arbitrary: shaped.map((value): Body => ({ kind: 'json', value: [value] })) },
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            fc.oneof(fc.constantFrom('{"name": ', '[', '{', '"', 'nul', '{"title":"\\ud800"}', '{"note":"a\\u0000b"}', '{"a":1,"a":2}', '\u0000', ''), fc.string({ unit: 'binary', maxLength: 30 })),
            fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null),
          )
          .map(([text, contentType]): Body => ({ kind: 'raw', text, contentType })),
      },
      { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
      { weight: 1, arbitrary: fc.constant<Body>({ kind: 'huge' }) },
    );
  };

  const caseArbitrary = (): fc.Arbitrary<Case> =>
    fc
      .oneof(
        { weight: 30, arbitrary: fc.constantFrom(...routes) },
        // Paths no route has, under /api.
        { weight: 1, arbitrary: fc.tuple(fc.constantFrom('GET', 'POST', 'DELETE'), hostileString).map(([method, p]) => ({ method, path: `/api/${p}` })) },
      )
      .chain((route) =>
        fc.record({
          route: fc.constant(route),
          params: fc.tuple(...[...route.path.matchAll(/:(\w+)/g)].map((m) => paramArbitrary(route, m[1]!))) as fc.Arbitrary<string[]>,
          query: fc.option(queryOf(route), { nil: [] as [string, string][], freq: route.method === 'GET' ? 5 : 2 }),
          body: bodyOf(route),
          // Mostly signed in from the site: most of the code is behind sign-in and the Origin check.
          auth: fc.oneof(
            { weight: 10, arbitrary: fc.constant<Case['auth']>('cookie') },
            { weight: 2, arbitrary: fc.constant<Case['auth']>('bearer') },
            { weight: 2, arbitrary: fc.constantFrom<Case['auth']>('none', 'forged-cookie', 'forged-bearer') },
          ),
          origin: fc.oneof({ weight: 8, arbitrary: fc.constant<Case['origin']>('right') }, { weight: 2, arbitrary: fc.constantFrom<Case['origin']>('none', 'other', 'null') }),
          userAgent: fc.option(fc.constantFrom('Mozilla/5.0 (X11; Linux x86_64)', 'x'.repeat(8000), 'curl/8 ÿ', ''), { freq: 3 }),
        }),
      );

  function requestOf(c: Case): Request {
    let n = 0;
    // Outside /api (the feeds), an empty, '.' or '..' segment names another path than the route's
    // (the site's pages, whose 404 is the SPA's): such a parameter gets a letter more.
    const segmentOf = (param: string) => (!c.route.path.startsWith('/api/') && ['', '.', '..'].includes(param) ? `${param}x` : param);
    const path = c.route.path.includes(':') ? c.route.path.replace(/:\w+/g, () => encodeSegment(segmentOf(c.params[n++] ?? ''))) : encodeSegment(c.route.path).replace(/%2F/g, '/');
    const query = c.query.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&');
    const headers = new Headers();
    if (c.auth === 'cookie') headers.set('cookie', me.cookie);
    if (c.auth === 'bearer') headers.set('authorization', `Bearer ${me.token}`);
    if (c.auth === 'forged-cookie') headers.set('cookie', `vidshelf_session=${me.cookie.split('=')[1]!.slice(0, -4)}AAAA`);
    if (c.auth === 'forged-bearer') headers.set('authorization', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    if (c.origin === 'right') headers.set('origin', TEST_ORIGIN);
    if (c.origin === 'other') headers.set('origin', 'https://evil.example');
    if (c.origin === 'null') headers.set('origin', 'null');
    if (c.userAgent !== null) headers.set('user-agent', c.userAgent);
    let body: string | undefined;
    if (c.body.kind === 'json' && c.body.value !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(c.body.value);
    } else if (c.body.kind === 'raw') {
      if (c.body.contentType) headers.set('content-type', c.body.contentType);
      body = c.body.text;
    } else if (c.body.kind === 'huge') {
      headers.set('content-type', 'application/json');
      body = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
    } else if (c.route.method !== 'GET' && c.route.method !== 'HEAD') {
      headers.set('content-type', 'application/json');
    }
    return new Request(`${TEST_ORIGIN}${path.startsWith('/') ? path : `/${path}`}${query ? `?${query}` : ''}`, { method: c.route.method, headers, body });
  }

  it(
    'never answers 5xx, answers every error with {message, code}, and never changes another user’s data',
    async () => {
      const before = await snapshotOfOther();
      const hits = new Map<string, { sent: number; ok: number }>(routes.map((r) => [`${r.method} ${r.path}`, { sent: 0, ok: 0 }]));
      let sent = 0;

      await fc.assert(
        fc.asyncProperty(caseArbitrary(), async (c) => {
          const request = requestOf(c);
          const shown = `${request.method} ${request.url.slice(0, 300)} (${c.auth}, origin ${c.origin}, body ${JSON.stringify(c.body).slice(0, 300)})`;
          const res = await ctx.app.fetch(request);
          const text = await res.text();
          sent++;
          const hit = hits.get(`${c.route.method} ${c.route.path}`);
          if (hit) {
            hit.sent++;
            if (res.ok) hit.ok++;
          }
          const next = res.headers.get('x-next-cursor');
          if (next && cursors.length < 50) cursors.push(next);

          if (res.status >= 500) throw new Error(`${res.status} for ${shown}: ${text.slice(0, 500)}`);
          if (res.status >= 300 && res.status < 400) {
            if (!res.headers.get('location')) throw new Error(`${res.status} without a Location for ${shown}`);
          } else if (!res.ok) {
            let body: unknown;
            try {
              body = JSON.parse(text);
            } catch {
              throw new Error(`${res.status} that is not JSON for ${shown}: ${text.slice(0, 200)}`);
            }
            const envelope = body as { message?: unknown; code?: unknown };
            if (typeof envelope?.message !== 'string' || typeof envelope?.code !== 'string') {
              throw new Error(`${res.status} without the {message, code} envelope for ${shown}: ${text.slice(0, 200)}`);
            }
          }
          // A fuzzed sign-out (or sign-out everywhere) may end the session: sign in again.
          if (res.status === 401 && (c.auth === 'cookie' || c.auth === 'bearer')) {
            const check = await ctx.app.request('/api/auth/user', { headers: { cookie: me.cookie } });
            if (check.status === 401) await signIn(me.email);
          }
          if (sent % 100 === 0) await restock();
        }),
        { numRuns: RUNS[kind] ?? 1000 },
      );

      if (process.env.FUZZ_STATS) console.log(sent, [...hits].map(([route, h]) => `${route}: ${h.ok}/${h.sent}`).join('\n'));
      expect(sent).toBeGreaterThanOrEqual(RUNS[kind] ?? 1000);
      expect(await snapshotOfOther()).toEqual(before);
      // The fuzz reaches the handlers: every route was called, and plenty of calls succeeded.
      for (const [route, { sent: n }] of hits) expect(n, route).toBeGreaterThan(0);
      const ok = [...hits.values()].reduce((sum, h) => sum + h.ok, 0);
      expect(ok / sent).toBeGreaterThan(0.1);
    },
    240_000,
  );

  it('covers every route the app has, including ones added after this suite was written', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toEqual(expect.arrayContaining([{ method: 'GET', path: '/api/bookmarks' }, { method: 'PATCH', path: '/api/categories/:id' }]));
  });
});

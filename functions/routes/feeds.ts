// Feeds of public collections: Atom and JSON Feed for a public profile and each public category
// on it, outside /api because readers are given the page's own address plus the format:
//   /{handle}/feed.atom   /{handle}/feed.json   /{handle}/{categoryId}/feed.atom   .../feed.json
// These cannot clash with the SPA: a handle is never one of its screens (reserved handles), its
// deeper routes all start with such a screen, and the last segment holds a dot, which neither a
// handle nor a category id has. A category is named by its id, so a feed survives a rename.
import * as z from 'zod';
import { listBookmarks } from '../../db/queries/bookmarks.ts';
import type { ListedBookmark } from '../../db/bookmark-rows.ts';
import type { Category, User } from '../../db/schema.ts';
import { assertPublicCategory, assertPublicProfile } from '../auth/access.ts';
import type { Deps } from '../deps.ts';
import { profileNotAvailable } from '../errors.ts';
import { etagOf, httpDate, isNotModified } from '../http/conditional.ts';
import { type FeedEntry, type FeedPage, atomFeed, jsonFeed } from '../lib/feed-writers.ts';
import { decodeCursor, encodeCursor } from '../lib/list-cursor.ts';
import { watchUrl } from '../lib/youtube-video.ts';
import { defineRoute, errorAnswer, routesApp } from '../openapi/route.ts';
import { thumbnailOf } from '../views/bookmark.ts';
import { publicName, publicNote } from '../views/public-profile.ts';

/** Entries on one page of a feed; older ones are behind the page's next link. */
export const FEED_PAGE_SIZE = 50;
/** How long a shared cache may keep a feed page: readers poll, and privacy switches should not wait long. */
const FEED_MAX_AGE_SECONDS = 300;

const FORMATS = {
  atom: { file: 'feed.atom', contentType: 'application/atom+xml; charset=utf-8', write: atomFeed },
  json: { file: 'feed.json', contentType: 'application/feed+json; charset=utf-8', write: jsonFeed },
} as const;
type Format = keyof typeof FORMATS;

/** Whether a page path is a feed: the Worker hands these to the app instead of the static SPA. */
export const isFeedPath = (pathname: string) => /^\/[^/]+(\/[^/]+)?\/feed\.(atom|json)$/.test(pathname);

const handle = z.string().max(100);
const profileParams = z.object({ handle });
const categoryParams = z.object({ handle, categoryId: z.string().max(100) });
const pageQuery = z.object({ cursor: z.string().max(4096).optional().meta({ description: "An older page, as the previous page's next link gives it." }) });

const NOT_FOUND = 'No such public feed (NOT_FOUND): the profile is unknown, private or hides its list, or the category is not public on it. Private and unknown look the same.';

/** What every feed route declares alike: its format, paging, caching and 404. */
function feedDeclaration(format: Format, perCategory: boolean) {
  const { file, contentType } = FORMATS[format];
  const name = format === 'atom' ? 'Atom' : 'JSON Feed 1.1';
  return {
    method: 'get',
    path: perCategory ? `/{handle}/{categoryId}/${file}` : `/{handle}/${file}`,
    tag: 'Discover',
    access: 'public',
    summary: perCategory ? `A public category as ${name}` : `A public profile as ${name}`,
    description: `Newest saved first, ${FEED_PAGE_SIZE} a page; older pages through the ${format === 'atom' ? 'next / prev-archive links (RFC 5005)' : 'next_url'}. ETag and Last-Modified answer conditional requests with 304.`,
    responses: {
      200: { description: `The page as ${name}.`, content: { [contentType.split(';')[0]!]: { schema: z.string() } } },
      304: { description: "Not modified: the reader's copy (If-None-Match / If-Modified-Since) is current." },
      404: errorAnswer(NOT_FOUND),
    },
  } as const;
}

const profileFeedRoute = (format: Format) => defineRoute({ ...feedDeclaration(format, false), request: { params: profileParams, query: pageQuery } });
const categoryFeedRoute = (format: Format) => defineRoute({ ...feedDeclaration(format, true), request: { params: categoryParams, query: pageQuery } });

const entryOf = (b: ListedBookmark, owner: User, origin: string): FeedEntry => ({
  id: b.id,
  videoId: b.videoId,
  title: b.title,
  url: /^https:\/\//.test(b.url) ? b.url : watchUrl(b.videoId),
  note: publicNote(owner, b),
  thumbnail: new URL(thumbnailOf(b), origin).href,
  channel: b.channel,
  duration: b.duration,
  durationSeconds: b.durationSeconds,
  savedAt: new Date(b.createdAt),
  updatedAt: new Date(b.updatedAt),
});

async function loadPage(deps: Deps, owner: User, category: Category | null, format: Format, cursorText: string | undefined) {
  const origin = deps.config.appOrigin;
  const { rows, nextCursor } = await listBookmarks(deps.db, {
    ownerId: owner.id,
    ...(category ? { categoryId: category.id } : { publicOnly: true }),
    sort: 'added',
    limit: FEED_PAGE_SIZE,
    cursor: cursorText === undefined ? undefined : decodeCursor(cursorText, 'added'),
  });
  const entries = rows.map((r) => entryOf(r.bookmark, owner, origin));
  const name = publicName({ firstName: owner.showName ? owner.firstName : null, lastName: owner.showName ? owner.lastName : null, handle: owner.handle! });
  const homeUrl = `${origin}/${owner.handle}`;
  const feedUrl = `${homeUrl}/${category ? `${category.id}/` : ''}${FORMATS[format].file}`;
  // The owner's own changes count too: a switch (names, notes) changes every entry's text.
  const updated = entries.reduce((newest, e) => (e.updatedAt > newest ? e.updatedAt : newest), owner.updatedAt);
  const page: FeedPage = {
    title: category ? `${category.name} — ${name} · Vidshelf` : `${name} · Vidshelf`,
    description: [owner.title, owner.description].filter(Boolean).join(' — ') || null,
    author: name,
    homeUrl,
    feedUrl,
    pageUrl: cursorText === undefined ? feedUrl : `${feedUrl}?cursor=${encodeURIComponent(cursorText)}`,
    nextUrl: nextCursor ? `${feedUrl}?cursor=${encodeCursor('added', nextCursor)}` : null,
    updated,
    entries,
  };
  return page;
}

/** The feed answer: the page, or 304 when the reader has it; validators and caching either way. */
async function feedAnswer(deps: Deps, request: { header: (name: string) => string | undefined }, format: Format, owner: User, category: Category | null, cursor: string | undefined) {
  const page = await loadPage(deps, owner, category, format, cursor);
  const body = FORMATS[format].write(page);
  const etag = await etagOf(body);
  const lastModified = httpDate(page.updated);
  const headers = {
    ETag: etag,
    'Last-Modified': lastModified,
    'Cache-Control': `public, max-age=${FEED_MAX_AGE_SECONDS}`,
    // Public data: web-based readers may fetch it from their own pages.
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  };
  const current = isNotModified({ ifNoneMatch: request.header('if-none-match'), ifModifiedSince: request.header('if-modified-since') }, etag, lastModified);
  return current ? { current, body: null, headers } : { current, body, headers: { ...headers, 'Content-Type': FORMATS[format].contentType } };
}

/** The feed routes, answering from these dependencies (they sit outside /api and its middleware). */
export function feedRoutes(deps: Deps) {
  const { db } = deps;
  const profileFeed = async (handleText: string) => {
    const owner = await assertPublicProfile(db, handleText);
    // A profile that hides its list publishes none in a feed either.
    if (!owner.showBookmarkList) throw profileNotAvailable();
    return owner;
  };
  const routes = routesApp();
  for (const format of ['atom', 'json'] as const) {
    routes.openapi(profileFeedRoute(format), async (c) => {
      const owner = await profileFeed(c.req.valid('param').handle);
      const answer = await feedAnswer(deps, c.req, format, owner, null, c.req.valid('query').cursor);
      return answer.body === null ? c.body(null, 304, answer.headers) : c.body(answer.body, 200, answer.headers);
    });
    routes.openapi(categoryFeedRoute(format), async (c) => {
      const params = c.req.valid('param');
      const owner = await assertPublicProfile(db, params.handle);
      const category = await assertPublicCategory(db, owner, params.categoryId);
      const answer = await feedAnswer(deps, c.req, format, owner, category, c.req.valid('query').cursor);
      return answer.body === null ? c.body(null, 304, answer.headers) : c.body(answer.body, 200, answer.headers);
    });
  }
  return routes;
}

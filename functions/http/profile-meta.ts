// Server-rendered meta tags for public profile pages (/{handle}) on both hosts: link previews and
// search engines read them without running the SPA. String-based, so it runs on Node and Workers.
import type { Database } from '../../db/database.ts';
import { findPublicProfileOwner, loadPublicProfile } from '../../db/queries/profiles.ts';
import { handleProblem } from '../schemas/handle-rules.ts';
import type { PublicProfile } from '../schemas/public-profile.ts';
import { publicName, toPublicProfile } from '../views/public-profile.ts';

/** What a page path means for profiles: a profile page, the old /p/{handle} form, or neither. */
export type ProfilePath = { kind: 'profile'; handle: string } | { kind: 'redirect'; location: string };

function handleOf(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
  // Reserved words are the SPA's own screens (/login, /settings, ...), never a profile.
  return handleProblem(decoded) ? null : decoded;
}

export function profilePath(pathname: string): ProfilePath | null {
  const old = /^\/p\/([^/]+)\/?$/.exec(pathname);
  if (old) {
    const handle = handleOf(old[1]!);
    return handle ? { kind: 'redirect', location: `/${handle}` } : null;
  }
  const page = /^\/([^/]+)$/.exec(pathname);
  const handle = page ? handleOf(page[1]!) : null;
  return handle ? { kind: 'profile', handle } : null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text for HTML element content and quoted attribute values alike. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The tags of a public profile, built from the public answer only (nothing it hides). */
export function profileMetaTags(profile: PublicProfile, appOrigin: string): string {
  const { user } = profile;
  const name = publicName(user);
  const title = `${name} · Vidshelf`;
  const description = clip([user.title, user.description].filter(Boolean).join(' — ') || `Videos shared by ${name} on Vidshelf.`, 300);
  const url = `${appOrigin}/${user.handle}`;
  const image = [user.featuredVideo?.thumbnail, user.profileImageUrl].find((u): u is string => !!u && /^https?:\/\//i.test(u));
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', 'Vidshelf'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    // Feed readers find the profile's feeds from its page (routes/feeds.ts); a hidden list has none.
    ...(user.showBookmarkList
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(`${url}/feed.atom`)}" />`,
          `<link rel="alternate" type="application/feed+json" title="${escapeHtml(title)}" href="${escapeHtml(`${url}/feed.json`)}" />`,
        ]
      : []),
  ].join('\n    ');
}

/** index.html with the page's own title and description in place of the SPA's, plus `tags`. */
export function injectHead(indexHtml: string, tags: string, options: { replaceTitle: boolean }): string {
  let html = indexHtml;
  if (options.replaceTitle) {
    html = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  }
  return html.includes('</head>') ? html.replace('</head>', `    ${tags}\n  </head>`) : `${tags}\n${html}`;
}

/**
 * The response for a profile path: the SPA's HTML with the profile's tags (200), with `noindex`
 * and 404 when the handle is unknown or private (the SPA still renders its own error page), or a
 * redirect from /p/{handle}. Null when the path is no profile page.
 */
export async function profilePageResponse(
  db: Database,
  appOrigin: string,
  pathname: string,
  indexHtml: () => string | Promise<string>,
): Promise<Response | null> {
  const path = profilePath(pathname);
  if (!path) return null;
  if (path.kind === 'redirect') return new Response(null, { status: 301, headers: { Location: path.location } });
  const owner = await findPublicProfileOwner(db, path.handle);
  // The meta tags need no bookmark list: only the counts and the featured video.
  const profile = owner ? toPublicProfile(await loadPublicProfile(db, owner, null, { bookmarks: false }), null) : null;
  const html = profile
    ? injectHead(await indexHtml(), profileMetaTags(profile, appOrigin), { replaceTitle: true })
    : injectHead(await indexHtml(), '<meta name="robots" content="noindex" />', { replaceTitle: false });
  return new Response(html, { status: profile ? 200 : 404, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
}

import type { z } from 'zod';
import {
  apiTokenResponse,
  bookmarkResponse,
  categoryResponse,
  createdApiTokenResponse,
  currentUserResponse,
} from './response-schemas.ts';

/**
 * Who may call a route:
 * - public: anyone; optional: anyone, and a signed-in caller gets more;
 * - user: a browser session or a personal API token (Bearer vs_…);
 * - session: a browser session only (a token may not manage tokens or mint the extension's);
 * - admin: an administrator's browser session (personal tokens are refused even for admins).
 */
export type Access = 'public' | 'optional' | 'user' | 'session' | 'admin';

export interface Operation {
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** The success answer: status, what it is, and its schema when it is JSON with a known shape. */
  ok: { status: number; description: string; schema?: z.ZodType; list?: boolean; media?: string };
}

/** Tags in the order the reference page shows them. */
export const TAGS = [
  { name: 'Bookmarks', description: 'Saved YouTube videos: list, save, edit, delete.' },
  { name: 'Categories', description: 'Your categories, and public categories of others you subscribe to.' },
  { name: 'Profile and settings', description: 'Your account, handle, public profile and privacy.' },
  { name: 'Import and export', description: 'Moving a whole library in or out.' },
  { name: 'Discover', description: 'Trending videos and search (YouTube), public profiles.' },
  { name: 'Sign-in', description: 'Signing in with Google, sessions and the browser extension.' },
  { name: 'API tokens', description: 'Personal API tokens (browser session only).' },
  { name: 'Admin', description: 'The back office (administrators, browser session only).' },
  { name: 'App', description: 'Runtime settings the web app reads.' },
] as const;

type Tag = (typeof TAGS)[number]['name'];
const op = (tag: Tag, access: Access, summary: string, ok: Operation['ok'], description?: string): Operation => ({ tag, access, summary, ok, description });
const json = (description: string, schema?: z.ZodType, list = false) => ({ status: 200, description, schema, list });
const created = (description: string, schema?: z.ZodType) => ({ status: 201, description, schema });
const noContent = { status: 204, description: 'Done; no body.' };

/**
 * Every route of the API, keyed as app.routes names it. tests/api/openapi.test.ts fails when a
 * route has no entry here (so a new route is documented before it ships) or an entry has no route.
 */
export const OPERATIONS: Record<string, Operation> = {
  // Bookmarks
  'GET /api/bookmarks': op('Bookmarks', 'user', 'List bookmarks', json('One page of bookmarks; the X-Next-Cursor header gives the next page under keyset paging.', bookmarkResponse, true), 'Filter by category (your own, or one you subscribe to: then read-only), favourites, the last 7 days or a search; sort and page with offset or cursor.'),
  'POST /api/bookmarks': op('Bookmarks', 'user', 'Save a video', created('The new bookmark.', bookmarkResponse), 'The video is looked up on YouTube (title, channel, duration). 409 DUPLICATE_BOOKMARK when it is saved already.'),
  'GET /api/bookmarks/exists': op('Bookmarks', 'user', 'Whether a video is saved', json('`{exists, bookmarkId}`')),
  'PATCH /api/bookmarks/:id': op('Bookmarks', 'user', 'Edit a bookmark', json('The updated bookmark.', bookmarkResponse), 'Favourite, title, note or categories.'),
  'PATCH /api/bookmarks/:id/watch-time': op('Bookmarks', 'user', 'Record how far a video was watched', json('The bookmark\'s id and stored watch time.')),
  'DELETE /api/bookmarks/:id': op('Bookmarks', 'user', 'Delete a bookmark', noContent),
  'DELETE /api/bookmarks/batch': op('Bookmarks', 'user', 'Delete several bookmarks', json('Which ids were deleted, and why each other one was not.')),
  'POST /api/bookmarks/bulk/edit-categories': op('Bookmarks', 'user', 'Set the categories of several bookmarks', json('`{updatedCount, bookmarks}`.'), 'All or nothing.'),
  'POST /api/featured-video': op('Profile and settings', 'user', 'Feature a bookmark on your public profile', json('`{featuredVideoId}`')),
  'DELETE /api/featured-video': op('Profile and settings', 'user', 'Stop featuring a video', json('`{featuredVideoId: null}`')),
  // Categories
  'GET /api/categories': op('Categories', 'user', 'List your categories', json('Your categories in display order, with bookmark counts.', categoryResponse, true)),
  'GET /api/categories/with-subscription-info': op('Categories', 'user', 'List your and subscribed categories', json('Your categories, then the ones you subscribe to (isSubscribed, owner).', categoryResponse, true)),
  'POST /api/categories': op('Categories', 'user', 'Create a category', created('The new category.', categoryResponse), 'At most 10 categories, subscribed ones included (409 CATEGORY_LIMIT_REACHED).'),
  'PUT /api/categories/reorder': op('Categories', 'user', 'Reorder categories', json('Your categories in their new order.', categoryResponse, true)),
  'PATCH /api/categories/:id': op('Categories', 'user', 'Edit a category', json('The updated category.', categoryResponse)),
  'DELETE /api/categories/:id': op('Categories', 'user', 'Delete a category', noContent, 'Its bookmarks stay; only their link to it goes.'),
  'GET /api/categories/:id/subscription-status': op('Categories', 'user', 'Whether you subscribe to a category', json('`{isSubscribed}`')),
  'POST /api/categories/:id/subscribe': op('Categories', 'user', "Subscribe to someone's public category", json('`{isSubscribed: true}`')),
  'DELETE /api/categories/:id/unsubscribe': op('Categories', 'user', 'Unsubscribe from a category', json('`{isSubscribed: false}`')),
  'GET /api/subscriptions': op('Categories', 'user', 'List your subscriptions', json('The categories you subscribe to, with their owners.', categoryResponse, true)),
  // Profile and settings
  'GET /api/auth/user': op('Profile and settings', 'user', 'The signed-in user', json('Your account and profile settings.', currentUserResponse)),
  'PUT /api/auth/profile': op('Profile and settings', 'user', "Set your public profile's title and description", json('The updated profile.', currentUserResponse)),
  'PATCH /api/user/profile': op('Profile and settings', 'user', 'Edit your name and profile', json('The updated user.', currentUserResponse)),
  'GET /api/user/handle/default': op('Profile and settings', 'user', 'A proposed handle', json('`{handle}`')),
  'GET /api/user/handle/check': op('Profile and settings', 'user', 'Whether a handle is free', json('`{available, handle, error?, suggestion?}`')),
  'POST /api/user/handle': op('Profile and settings', 'user', 'Claim a handle', json('The updated user.', currentUserResponse), '409 HANDLE_TAKEN with a suggestion when someone has it.'),
  'PUT /api/settings/privacy': op('Profile and settings', 'user', 'Set what your public profile shows', json('The updated user.', currentUserResponse)),
  'GET /api/stats': op('Profile and settings', 'user', 'Your library and profile statistics', json('`{totalBookmarks, recentBookmarks, favoriteBookmarks, todayVisitors?}`')),
  // Import and export
  'POST /api/import': op('Import and export', 'user', 'Import a library file', { status: 202, description: 'The import run: `{id, total, …}`; poll GET /api/import/{id}.' }, 'A multipart upload (field `file`, up to 10 MB): Vidshelf JSON or CSV, a YouTube/Google Takeout export, or a list of video URLs.'),
  'GET /api/import/:id': op('Import and export', 'user', 'Progress of an import', json('`{id, status, format, total, processed, imported, skipped, failed, error, createdAt, finishedAt}`')),
  'GET /api/export': op('Import and export', 'user', 'Download your library', { status: 200, description: 'A file download: JSON, CSV or HTML (Netscape bookmarks).', media: 'application/octet-stream' }),
  // Discover
  'GET /api/youtube/trending': op('Discover', 'user', 'Trending videos', json('`[{id, title, thumbnail, channel, views, duration, saved?}]`')),
  'GET /api/youtube/category-search': op('Discover', 'user', 'Search YouTube', json('Embeddable videos of the category, as for trending.')),
  'GET /api/youtube/regions': op('Discover', 'user', 'Regions for trending', json('`[{gl, name}]`')),
  'GET /api/youtube/languages': op('Discover', 'user', 'Languages for search', json('`[{hl, name}]`')),
  'GET /api/public/:handle': op('Discover', 'optional', "A member's public profile", json('Their profile, public categories and bookmarks, as their privacy settings allow.')),
  'POST /api/public/:handle/visit': op('Discover', 'optional', 'Count a visit to a public profile', json('`{counted: boolean}`'), 'One per visitor per profile per UTC day; owners and bots are not counted.'),
  'GET /api/placeholder/:w/:h': op('App', 'public', 'A placeholder image', { status: 200, description: 'An SVG image of that size.', media: 'image/svg+xml' }),
  // Sign-in
  'GET /api/google-oauth-state': op('Sign-in', 'public', 'Start signing in', json('`{state}` (and `codeChallenge` for the extension) for the Google authorisation request.')),
  'POST /api/auth/google/callback': op('Sign-in', 'public', 'Finish signing in with Google', json('`{user}`; sets the session cookie.')),
  'GET /api/auth/extension-token': op('Sign-in', 'session', "Mint the browser extension's token", json('`{token}`')),
  'POST /api/auth/sign-out-everywhere': op('Sign-in', 'user', 'Sign out of all devices', noContent, 'Ends every browser session and extension token. Personal API tokens stay: revoke them under Settings → API tokens.'),
  'POST /api/logout': op('Sign-in', 'public', "Sign this browser out", { status: 303, description: 'Redirects to /.' }, 'A form submission from the site.'),
  'GET /api/logout': op('Sign-in', 'public', 'A page with a sign-out button', { status: 200, description: 'An HTML page.', media: 'text/html' }),
  // API tokens
  'GET /api/tokens': op('API tokens', 'session', 'List your API tokens', json('Names and dates, never the secrets.', apiTokenResponse, true)),
  'POST /api/tokens': op('API tokens', 'session', 'Create an API token', created('The token with its secret: the only time it is shown.', createdApiTokenResponse), 'At most 25 per user (409 TOKEN_LIMIT_REACHED).'),
  'DELETE /api/tokens/:id': op('API tokens', 'session', 'Revoke an API token', noContent, 'Calls with it get 401 from then on.'),
  // Admin
  'GET /api/admin/stats': op('Admin', 'admin', 'Dashboard counts', json('Users, new users, virtual members, published members.')),
  'GET /api/admin/users': op('Admin', 'admin', 'List registered users', json('Users with their admin flag.')),
  'DELETE /api/admin/users/:id': op('Admin', 'admin', 'Delete a user and everything of theirs', json('`{message}`')),
  'GET /api/admin/virtual-members': op('Admin', 'admin', 'List virtual members', json('Virtual members.')),
  'GET /api/admin/handles/availability': op('Admin', 'admin', 'Whether a handle is free', json('`{available, suggestion?}`')),
  'POST /api/admin/virtual-members/gpt-suggest': op('Admin', 'admin', 'Suggest a persona with AI', json('A suggested name, handle, description and categories.'), '10 a minute per admin (429 RATE_LIMIT_EXCEEDED).'),
  'POST /api/admin/virtual-members': op('Admin', 'admin', 'Create a virtual member', created('The member and their categories.')),
  'GET /api/admin/virtual-members/:id': op('Admin', 'admin', 'A virtual member', json('The member.')),
  'PUT /api/admin/virtual-members/:id': op('Admin', 'admin', 'Edit a virtual member', json('The member.')),
  'DELETE /api/admin/virtual-members/:id': op('Admin', 'admin', 'Delete a virtual member', json('`{message}`')),
  'POST /api/admin/virtual-members/:id/publish': op('Admin', 'admin', 'Publish a virtual member', json('`{message, user}`')),
  'POST /api/admin/categories/:id/auto-bookmark': op('Admin', 'admin', "Fill a member's category with videos", { status: 202, description: 'The queued run; poll GET /api/admin/auto-bookmark-runs/{id}.' }),
  'GET /api/admin/auto-bookmark-runs/:id': op('Admin', 'admin', 'Progress of an auto-bookmark run', json('Per-category progress.')),
  // App
  'GET /api/config/google-client-id': op('App', 'public', "Google sign-in settings", json('`{clientId, authorizationUrl, redirectUri}`')),
  'GET /api/config/client': op('App', 'public', 'Runtime settings of the web app', json('`{youtubeIframeApiUrl}`')),
};

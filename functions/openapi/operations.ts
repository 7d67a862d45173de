import type { z } from 'zod';
import { currentUserResponse } from './response-schemas.ts';
import type { Access, Tag } from './route.ts';


export interface Operation {
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** The success answer: status, what it is, and its schema when it is JSON with a known shape. */
  ok: { status: number; description: string; schema?: z.ZodType; list?: boolean; media?: string };
}

const op = (tag: Tag, access: Access, summary: string, ok: Operation['ok'], description?: string): Operation => ({ tag, access, summary, ok, description });
const json = (description: string, schema?: z.ZodType, list = false) => ({ status: 200, description, schema, list });
const created = (description: string, schema?: z.ZodType) => ({ status: 201, description, schema });
const noContent = { status: 204, description: 'Done; no body.' };

/**
 * The routes not yet declared with defineRoute (route.ts), keyed as app.routes names it. tests/api/openapi.test.ts fails when a
 * route has no entry here (so a new route is documented before it ships) or an entry has no route.
 */
export const OPERATIONS: Record<string, Operation> = {
  // Bookmarks
  // Categories
  // Profile and settings
  'GET /api/auth/user': op('Profile and settings', 'user', 'The signed-in user', json('Your account and profile settings.', currentUserResponse)),
  // Import and export
  // Discover
  'GET /api/youtube/trending': op('Discover', 'user', 'Trending videos', json('`[{id, title, thumbnail, channel, views, duration, saved?}]`')),
  'GET /api/youtube/category-search': op('Discover', 'user', 'Search YouTube', json('Embeddable videos of the category, as for trending.')),
  'GET /api/youtube/regions': op('Discover', 'user', 'Regions for trending', json('`[{gl, name}]`')),
  'GET /api/youtube/languages': op('Discover', 'user', 'Languages for search', json('`[{hl, name}]`')),
  'GET /api/public/:handle': op('Discover', 'optional', "A member's public profile", json('Their profile, public categories and bookmarks, as their privacy settings allow.')),
  'POST /api/public/:handle/visit': op('Discover', 'optional', 'Count a visit to a public profile', json('`{counted: boolean}`'), 'One per visitor per profile per UTC day; owners and bots are not counted.'),
  // Sign-in
  'POST /api/auth/google/callback': op('Sign-in', 'public', 'Finish signing in with Google', json('`{user}`; sets the session cookie.')),
  'GET /api/auth/extension-token': op('Sign-in', 'session', "Mint the browser extension's token", json('`{token}`')),
  'POST /api/auth/sign-out-everywhere': op('Sign-in', 'user', 'Sign out of all devices', noContent, 'Ends every browser session and extension token. Personal API tokens stay: revoke them under Settings → API tokens.'),
  // API tokens
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
};

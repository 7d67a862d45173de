import type { SaveInput } from './api-client.ts';

/** Requests to the background service worker (popup and content script). */
export type BackgroundRequest =
  | { type: 'vidshelf:token'; token: string }
  | { type: 'vidshelf:status' }
  | { type: 'vidshelf:categories' }
  | { type: 'vidshelf:exists'; videoId: string }
  | { type: 'vidshelf:save'; input: SaveInput }
  | { type: 'vidshelf:sign-out' };

/** Requests from the popup to the content script of the active YouTube tab. */
export type TabRequest = { type: 'vidshelf:current-video' } | { type: 'vidshelf:open-sign-in' } | { type: 'vidshelf:refresh' };

/** The storage keys: the token only in storage.local (this device), the origin synced. */
export const TOKEN_KEY = 'vidshelfToken';
export const ORIGIN_KEY = 'vidshelfAppOrigin';

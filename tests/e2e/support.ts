import { createHash, randomBytes } from 'node:crypto';
import { type APIResponse, type Frame, type Locator, type Page, expect } from '@playwright/test';

let counter = 0;

/**
 * Signs this account in and lands on the library. The dev identity provider's round trip runs over
 * HTTP in the page's own cookie jar (the SPA's PKCE flow, without its pages and the callback
 * screen's pause); tests/e2e/sign-in.spec.ts walks the same flow through the screens.
 */
export async function signInWith(page: Page, account: { email: string; name: string }) {
  const request = page.request;
  const { state } = (await ok(await request.get('/api/google-oauth-state'))) as { state: string };
  const config = (await ok(await request.get('/api/config/google-client-id'))) as { clientId: string; authorizationUrl: string; redirectUri: string };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = await request.post(config.authorizationUrl, {
    form: {
      client_id: config.clientId,
      redirect_uri: config.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state,
      email: account.email,
      name: account.name,
    },
    maxRedirects: 0,
  });
  const location = authorize.headers()['location'];
  expect(authorize.status(), await authorize.text()).toBe(302);
  const code = new URL(location!).searchParams.get('code')!;
  const origin = new URL(config.redirectUri).origin;
  await ok(await request.post('/api/auth/google/callback', { data: { code, state, codeVerifier: verifier }, headers: { Origin: origin } }));
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

/** Fills in the dev identity provider's form, reached from 'Continue with Google'; where it lands is the caller's. */
export async function signInThroughDevIdp(page: Page, account: { email: string; name: string }) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Name').fill(account.name);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** A fresh account through the dev identity provider; lands on the library. */
export async function signIn(page: Page, label = 'story') {
  await signInAs(page, label, 'Story Person');
}

export async function ok(response: APIResponse) {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/** A bookmark as the API answers it (the fields the stories look at). */
export interface BookmarkJson {
  id: string;
  videoId: string;
  title: string;
  note: string | null;
  watchTime: number;
  categories: { id: string; name: string }[];
}

/** The fields of a new category; the colour is left to the server when not given. */
export interface CategoryFields {
  name: string;
  color?: string;
  isPublic?: boolean;
  subscribable?: boolean;
}

/** Seeds data through the real API with the page's session (mutations carry the site's Origin). */
export function api(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  return {
    /** A name (with a colour, orange unless given) or the category's fields as they are sent. */
    createCategory: (category: string | CategoryFields, color = '#f97316') =>
      page.request
        .post('/api/categories', { data: typeof category === 'string' ? { name: category, color } : category, headers })
        .then(ok) as Promise<{ id: string; name: string }>,
    createBookmark: (videoId: string, categoryIds: string[] = []) =>
      page.request.post('/api/bookmarks', { data: { videoId, categoryIds }, headers }).then(ok) as Promise<BookmarkJson>,
    deleteBookmark: (id: string) => page.request.delete(`/api/bookmarks/${id}`, { headers }).then(ok),
    favorite: (id: string) => page.request.patch(`/api/bookmarks/${id}`, { data: { isFavorite: true }, headers }).then(ok),
    note: (id: string, note: string) => page.request.patch(`/api/bookmarks/${id}`, { data: { note }, headers }).then(ok) as Promise<BookmarkJson>,
    bookmarks: () => page.request.get('/api/bookmarks?limit=100').then(ok) as Promise<BookmarkJson[]>,
    categories: () => page.request.get('/api/categories').then(ok) as Promise<{ name: string; color: string; isPublic: boolean; subscribable: boolean }[]>,
    /** A raw POST, for stories that look at the answer's status themselves. */
    post: (url: string, data?: unknown) => page.request.post(url, { data, headers }),
  };
}

/** Like signIn, with a chosen display name; resolves with the account's e-mail. */
export async function signInAs(page: Page, label: string, name: string): Promise<string> {
  const email = `${label}-${Date.now()}-${counter++}@example.com`;
  await signInWith(page, { email, name });
  return email;
}

/** A handle no other story has claimed: 3–30 of lowercase letters, digits and hyphens. */
export function uniqueHandle(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}`.slice(0, 30);
}

/** Public-profile seeding through the real API with the page's session. */
export function profileApi(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  return {
    claimHandle: (handle: string) => page.request.post('/api/user/handle', { data: { handle }, headers }).then(ok),
    setPrivacy: (settings: Record<string, boolean | string>) => page.request.put('/api/settings/privacy', { data: settings, headers }).then(ok),
    createCategory: (name: string, options: { color?: string; isPublic?: boolean; subscribable?: boolean } = {}) =>
      page.request.post('/api/categories', { data: { name, color: '#f97316', ...options }, headers }).then(ok) as Promise<{ id: string }>,
  };
}

/**
 * `count` videos of made-up, distinct ids imported as a URL list (no lookup each, in the
 * background) into the signed-in page's library; resolves once the import completed. Their
 * thumbnails are answered here with 404, never fetched from YouTube.
 */
export async function importMadeUpVideos(page: Page, baseURL: string, count: number, stem = 'emb'): Promise<string[]> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const ids = Array.from({ length: count }, (_, k) => `${stem}${alphabet[Math.floor(k / 52) % 52]}${alphabet[k % 52]}xxxxxx`.slice(0, 11));
  const started = await page.request.post('/api/import', {
    headers: { Origin: baseURL },
    multipart: { file: { name: 'videos.txt', mimeType: 'text/plain', buffer: Buffer.from(ids.map((id) => `https://www.youtube.com/watch?v=${id}`).join('\n')) } },
  });
  expect(started.status()).toBe(202);
  const job = (await started.json()) as { id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/import/${job.id}`)).json()) as { status: string }).status, { timeout: 120_000 })
    .toBe('completed');
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404 }));
  return ids;
}

/**
 * Ends the video the IFrame API stub is playing: waits until it plays (a seek while the player is
 * still starting would be undone by its start), then jumps to half a second before its end.
 */
export async function endPlayingVideo(target: Page | Frame) {
  const playerState = () =>
    target.evaluate(() => (window as unknown as { __ytStub?: { current: { getPlayerState(): number } | null } }).__ytStub?.current?.getPlayerState() ?? null);
  await expect.poll(playerState).toBe(1); // YT.PlayerState.PLAYING
  await target.evaluate(() => {
    const player = (window as unknown as { __ytStub: { current: { seekTo(s: number): void; getDuration(): number } } }).__ytStub.current;
    player.seekTo(player.getDuration() - 0.5);
  });
}

/**
 * Scrolls the page down until `item` (one entry of a virtual list, which only renders what is near
 * the viewport) is rendered, then puts focus on its Play button: where a keyboard user would be on
 * reaching it.
 */
export async function scrollToAndFocusPlay(page: Page, item: Locator) {
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 100_000);
      return item.count();
    })
    .toBe(1);
  await item.getByRole('button', { name: /^Play / }).focus();
}

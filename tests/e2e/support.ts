import { type APIResponse, type Page, expect } from '@playwright/test';

let counter = 0;

/** A fresh account through the dev identity provider; lands on the signed-in home. */
export async function signIn(page: Page, label = 'story') {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('E-mail').fill(`${label}-${Date.now()}-${counter++}@example.com`);
  await page.getByLabel('Name').fill('Story Person');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

export async function ok(response: APIResponse) {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/** Seeds data through the real API with the page's session (mutations carry the site's Origin). */
export function api(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  return {
    createCategory: (name: string, color = '#f97316') =>
      page.request.post('/api/categories', { data: { name, color }, headers }).then(ok) as Promise<{ id: string }>,
    createBookmark: (videoId: string, categoryIds: string[] = []) =>
      page.request.post('/api/bookmarks', { data: { videoId, categoryIds }, headers }).then(ok) as Promise<{ id: string; title: string }>,
    bookmarks: () => page.request.get('/api/bookmarks?limit=100').then(ok) as Promise<{ id: string; watchTime: number; title: string }[]>,
  };
}

/** Like signIn, with a chosen display name; resolves with the account's e-mail. */
export async function signInAs(page: Page, label: string, name: string): Promise<string> {
  const email = `${label}-${Date.now()}-${counter++}@example.com`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  return email;
}

/** A handle no other story has claimed: 3–30 of lowercase letters, digits and hyphens. */
export function uniqueHandle(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}`.slice(0, 30);
}

/** Public-profile seeding through the real API with the page's session (issue 10 contract). */
export function profileApi(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  return {
    claimHandle: (handle: string) => page.request.post('/api/user/handle', { data: { handle }, headers }).then(ok),
    setPrivacy: (settings: Record<string, boolean | string>) => page.request.put('/api/settings/privacy', { data: settings, headers }).then(ok),
    createCategory: (name: string, options: { color?: string; isPublic?: boolean; subscribable?: boolean } = {}) =>
      page.request.post('/api/categories', { data: { name, color: '#f97316', ...options }, headers }).then(ok) as Promise<{ id: string }>,
  };
}

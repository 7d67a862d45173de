import { expect, test } from '@playwright/test';
import { api, signIn } from './support';

// A personal API token made in Settings drives the API from a script (here Playwright's
// own request context: no cookie, no Origin) and stops working once revoked.
test('a token created in Settings lists bookmarks over Bearer and gets 401 after it is revoked', async ({ page, context, playwright, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'api-token');
  const saved = await api(page, baseURL!).createBookmark('wLmRcsHv_dQ');

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  await section.getByLabel('Token name').fill('My script');
  await section.getByRole('button', { name: 'Create token' }).click();

  const dialog = page.getByRole('dialog', { name: 'API token "My script" created' });
  await expect(dialog.getByText("Copy it now: it won't be shown again.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toMatch(/^vs_/);
  await expect(dialog.getByTestId('new-api-token')).toHaveText(token);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByTestId('api-token')).toHaveText(/My script.*Never used/);

  // A script: a fresh request context with the token and nothing else.
  const script = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const listed = await script.get('/api/bookmarks');
  expect(listed.status()).toBe(200);
  expect(listed.headers()['ratelimit-limit']).toBe('120');
  expect(((await listed.json()) as { id: string }[]).map((b) => b.id)).toEqual([saved.id]);

  // The list shows the use after a reload (the last use is recorded).
  await page.reload();
  await expect(section.getByTestId('api-token')).toHaveText(/My script.*Last used/);

  await section.getByRole('button', { name: 'Revoke My script' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke "My script"?' });
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(section.getByText('You have no API tokens yet.')).toBeVisible();

  const after = await script.get('/api/bookmarks');
  expect(after.status()).toBe(401);
  expect(await after.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  await script.dispose();
});

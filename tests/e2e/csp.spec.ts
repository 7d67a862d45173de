import { type Page, expect, test } from '@playwright/test';
import { api, signIn } from './support';

/*
 * The Content-Security-Policy (functions/http/csp.ts) must allow everything the app really does.
 * Every document reports its violations to the test through an exposed function, from before its
 * first script runs; the browser's console errors about the policy are collected as well.
 */

const GIMBAP = { id: 'wLmRcsHv_dQ', title: 'Gimbap Rolling Masterclass for Picnics' };
const DAL = { id: '0K8Zp9MVVQY', title: 'Weeknight Dal Tadka, Restaurant Style' }; // not embeddable

async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test('the landing page, sign-in, the library, a toast and the player run under the policy without a violation', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);

  const landing = await page.goto('/');
  expect(landing!.headers()['content-security-policy']).toContain("script-src 'self' https://www.youtube.com");
  await expect(page.getByRole('link', { name: /Get Started Free/ })).toBeVisible();

  await signIn(page, 'csp');
  const seed = api(page, baseURL!);
  const category = await seed.createCategory('Picnics');
  for (const video of [DAL, GIMBAP]) await seed.createBookmark(video.id, [category.id]);
  await page.reload();
  await expect(page.getByRole('button', { name: `Play ${GIMBAP.title}` })).toBeVisible();

  // Play All leaves out the restricted video and says so in a toast: sonner's stylesheet applies
  // (it is a bundled CSS file, not an injected <style>), and the player loads its script.
  await page.getByRole('button', { name: 'Select All' }).click();
  await page.getByRole('button', { name: 'Play All' }).click();
  await expect(page.getByText('Skipped 1 restricted video')).toBeVisible();
  expect(await page.locator('[data-sonner-toaster]').first().evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  const player = page.getByRole('dialog', { name: GIMBAP.title });
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(player.getByTestId('yt-stub')).toContainText(GIMBAP.id);

  expect(violations).toEqual([]);
});

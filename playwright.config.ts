import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8797);
// Every run starts from an empty embedded database, like a fresh clone.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vidshelf-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two story files at a time against the one server: every story signs in as an account of its
  // own, so files never share data, and the stories spend much of their time waiting on the page.
  // Stories within a file run in order.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: `test-results/${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    // Debian's Chromium, never a downloaded browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // The app's service worker (vite.pwa.ts) would precache the whole build in every story; only
    // tests/e2e/pwa.spec.ts lets it register.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    // The README's command: builds the SPA when needed, then runs the Node host.
    command: 'npm start',
    url: `http://localhost:${port}/api/config/google-client-id`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The player loads the Node host's offline stub of the YouTube IFrame API (dev mode only).
      YOUTUBE_IFRAME_API_URL: `http://localhost:${port}/dev/youtube/iframe_api.js`,
      // Saved videos are looked up in the Node host's offline oEmbed fake, never on YouTube.
      YOUTUBE_OEMBED_URL: `http://localhost:${port}/dev/youtube/oembed`,
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});

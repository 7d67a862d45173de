// `npm run lint` (part): the served OpenAPI document, built from the route declarations exactly as
// /api/openapi.json serves it, checked by Redocly's linter (rules in redocly.yaml). The document
// needs no database: it is written to a temporary file and linted there.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../functions/app.ts';
import { parseConfig } from '../functions/config.ts';
import type { Deps } from '../functions/deps.ts';

const config = parseConfig({ NODE_ENV: 'test', APP_ORIGIN: 'http://localhost:8787', SESSION_SECRET: 'document-only-'.repeat(4), GOOGLE_CLIENT_ID: 'document-only', GOOGLE_CLIENT_SECRET: 'document-only' });
// Serving the document touches no dependency but the config.
const app = createApp({ config } as Deps);
const res = await app.request('/api/openapi.json');
if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);

const dir = mkdtempSync(join(tmpdir(), 'vidshelf-openapi-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(await res.json(), null, 2));
  const redocly = new URL('../node_modules/.bin/redocly', import.meta.url).pathname;
  const run = spawnSync(redocly, ['lint', file, '--format=stylish'], { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

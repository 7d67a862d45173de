// `npm run lint` (part): the OpenAPI document the route declarations give now (what the build
// writes and the hosts serve), checked by Redocly's linter (rules in redocly.yaml). The document
// needs no database: it is written to a temporary file and linted there.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiDocumentFileText, generateApiDocument } from '../functions/openapi/generate.ts';

const dir = mkdtempSync(join(tmpdir(), 'vidshelf-openapi-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, apiDocumentFileText(generateApiDocument()));
  const redocly = new URL('../node_modules/.bin/redocly', import.meta.url).pathname;
  const run = spawnSync(redocly, ['lint', file, '--format=stylish'], { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../db/client/pglite.ts';
import { dropTemplateDatabase, prepareTemplateDatabase } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Builds one migrated database for the whole run: initdb in PGlite is slow (seconds), loading a
 * dump of a migrated one is fast. With DATABASE_URL, also a migrated Postgres template database.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'vidshelf-tests-'));
  const handle = await openPglite();
  await handle.migrate();
  const dump = await handle.client.dumpDataDir('gzip');
  await handle.close();
  const file = join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  const databaseUrl = process.env.DATABASE_URL;
  const postgresTemplate = databaseUrl ? await prepareTemplateDatabase(databaseUrl) : null;
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (databaseUrl && postgresTemplate) await dropTemplateDatabase(databaseUrl, postgresTemplate);
  };
}

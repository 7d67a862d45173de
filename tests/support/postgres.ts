import pg from 'pg';
import { openPostgres } from '../../db/client/postgres.ts';

// TEST_DATABASE_PREFIX keeps the databases of test runs side by side on one server apart by name,
// as BENCH_DATABASE_PREFIX does the benches'.
const PREFIX = process.env.TEST_DATABASE_PREFIX ?? 'vidshelf_test';
if (!/^[a-z_][a-z0-9_]*$/.test(PREFIX)) throw new Error('TEST_DATABASE_PREFIX: lowercase letters, digits and underscores.');
// One template per test run, so runs in parallel checkouts never drop each other's template.
const TEMPLATE = `${PREFIX}_template_${process.pid}`;

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates (afresh) a migrated template database next to DATABASE_URL's and returns its name. */
export async function prepareTemplateDatabase(url: string): Promise<string> {
  await admin(url, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${TEMPLATE}`);
  });
  const handle = openPostgres(withDatabase(url, TEMPLATE), { max: 1 });
  await handle.migrate();
  await handle.close();
  return TEMPLATE;
}

/** Drops the run's template database (at the end of the run). */
export async function dropTemplateDatabase(url: string, template: string) {
  await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
}

/**
 * Drops a test database once its connections have closed (a pool's end() returns before its
 * sockets are gone); forcing the drop right away would kill them mid-close.
 */
async function dropWhenIdle(url: string, name: string) {
  await admin(url, async (c) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** A fresh database copied from the template, dropped again by the returned function. */
export async function createDatabaseFromTemplate(url: string, template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${PREFIX}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: withDatabase(url, name),
    drop: () => dropWhenIdle(url, name),
  };
}

// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (Neon or any Postgres).
import { openPostgres } from './client/postgres.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required: the Postgres database to migrate.');
  process.exit(1);
}
const handle = openPostgres(url, { max: 1 });
try {
  await handle.migrate();
  console.log('Migrations applied.');
} finally {
  await handle.close();
}

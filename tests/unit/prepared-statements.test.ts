import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { allowNamedStatements, preparedOnce } from '../../db/prepared.ts';

// preparedOnce only uses the database as a key: any object stands in for one.
const aDatabase = () => ({}) as Database;

describe('statements built once per database', () => {
  it('builds a statement once per database and name, and again for another database', () => {
    const db = aDatabase();
    let builds = 0;
    const build = () => ({ built: ++builds });
    const first = preparedOnce(db, 'list_added', build);
    expect(preparedOnce(db, 'list_added', build)).toBe(first);
    expect(preparedOnce(db, 'list_recent', build)).not.toBe(first);
    expect(preparedOnce(aDatabase(), 'list_added', build)).not.toBe(first);
    expect(builds).toBe(3);
  });

  it('names statements only on a database that allows it (node-postgres), unnamed elsewhere (Neon in the Worker, PGlite)', () => {
    const pooled = aDatabase();
    allowNamedStatements(pooled);
    expect(preparedOnce(pooled, 'session_user', (name) => name)).toBe('session_user');
    expect(preparedOnce(aDatabase(), 'session_user', (name) => name)).toBe('');
  });
});

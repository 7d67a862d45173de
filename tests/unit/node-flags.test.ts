import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startNodeFlags } from '../../scripts/node-flags.mjs';

describe('the node flags npm start gives the server', () => {
  it('keeps the small nursery for the embedded database and V8’s default for Postgres', () => {
    expect(startNodeFlags({})).toEqual(['--max-semi-space-size=4']);
    expect(startNodeFlags({ DATABASE_URL: 'postgres://db.example/vidshelf' })).toEqual([]);
  });

  it('are what npm start puts on node’s command line, printed by the script it runs', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    // Decision 018: glibc's allocator is told to hand freed memory back (two arenas, fixed thresholds).
    expect(scripts.start).toBe(
      'GLIBC_TUNABLES=glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072:glibc.malloc.top_pad=0 exec node $(node scripts/node-flags.mjs) scripts/start.mjs',
    );
    const printed = (env: NodeJS.ProcessEnv) => execFileSync(process.execPath, ['scripts/node-flags.mjs'], { env, encoding: 'utf8' }).trim();
    expect(printed({ PATH: process.env.PATH })).toBe('--max-semi-space-size=4');
    expect(printed({ PATH: process.env.PATH, DATABASE_URL: 'postgres://db.example/vidshelf' })).toBe('');
  });
});

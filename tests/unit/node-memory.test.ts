import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadMallocTrim, returnFreedMemoryPeriodically } from '../../functions/node-memory.ts';

/**
 * A child node frees nine in ten of 20,000 buffers of 20 KB (malloc's arena, below its mmap
 * threshold), so what is freed lies between live allocations where glibc keeps it resident, then
 * prints its resident memory before and after a trim. Every byte is written, so every page is resident.
 */
const FRAGMENT_AND_TRIM = `
const { mallocTrim } = require('vidshelf-malloc-trim');
const rssMiB = () => Number(/VmRSS:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
const kept = [];
let freed = [];
for (let i = 0; i < 20000; i++) (i % 10 ? freed : kept).push(Buffer.allocUnsafeSlow(20000).fill(1));
freed = null;
gc();
gc();
const before = rssMiB();
const released = mallocTrim();
console.log(JSON.stringify({ before, after: rssMiB(), released, kept: kept.length }));
`;

describe.runIf(process.platform === 'linux')('giving freed memory back (glibc)', () => {
  it('loads the addon npm built', () => {
    expect(loadMallocTrim()).toBeTypeOf('function');
  });

  it('gives back the pages freed between live allocations', () => {
    const child = spawnSync(process.execPath, ['--expose-gc', '-e', FRAGMENT_AND_TRIM], {
      env: { ...process.env, GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072' },
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    const { before, after, released } = JSON.parse(child.stdout) as { before: number; after: number; released: boolean };
    expect(released).toBe(true);
    // ~340 MiB were freed; without the trim glibc keeps nearly all of it resident.
    expect(before - after).toBeGreaterThan(100);
  });

  it('trims at once, then on a timer that does not keep the process alive', () => {
    let calls = 0;
    const timer = returnFreedMemoryPeriodically(() => ++calls > 0);
    try {
      expect(calls).toBe(1);
      expect(timer?.hasRef()).toBe(false);
    } finally {
      if (timer) clearInterval(timer);
    }
  });

  it('does nothing where there is no trim', () => {
    expect(returnFreedMemoryPeriodically(null)).toBeNull();
  });
});

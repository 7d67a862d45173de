import * as realFs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFstatAnswers } from '../../db/client/fstat-cache.mjs';

// A copy of node:fs to patch, so the test process's own fs stays as it is.
type Files = typeof realFs & Record<string, any>;

describe('the database thread keeps fstat answers until a file may change', () => {
  let dir: string;
  let files: Files;
  let fstatCalls: number;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fstat-cache-'));
    files = { ...realFs } as Files;
    fstatCalls = 0;
    const fstatSync = files.fstatSync;
    files.fstatSync = ((...args: Parameters<typeof fstatSync>) => {
      fstatCalls++;
      return fstatSync(...args);
    }) as typeof fstatSync;
    keepFstatAnswers(files);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('asks the system once for repeated fstats of an unchanged file', () => {
    const fd = files.openSync(join(dir, 'relation'), 'w+');
    files.writeSync(fd, Buffer.alloc(8192));
    expect(files.fstatSync(fd).size).toBe(8192);
    expect(files.fstatSync(fd).size).toBe(8192);
    expect(files.fstatSync(fd).size).toBe(8192);
    expect(fstatCalls).toBe(1);
    files.closeSync(fd);
  });

  it('sees a file grow after a write and shrink after a truncate', () => {
    const fd = files.openSync(join(dir, 'relation'), 'w+');
    expect(files.fstatSync(fd).size).toBe(0);
    files.writeSync(fd, Buffer.alloc(8192), 0, 8192, 8192);
    expect(files.fstatSync(fd).size).toBe(16384);
    files.ftruncateSync(fd, 8192);
    expect(files.fstatSync(fd).size).toBe(8192);
    files.closeSync(fd);
  });

  it('never answers a reused descriptor number with the closed file’s stats', () => {
    const small = files.openSync(join(dir, 'small'), 'w+');
    files.writeSync(small, Buffer.alloc(10));
    expect(files.fstatSync(small).size).toBe(10);
    files.closeSync(small);
    const big = files.openSync(join(dir, 'big'), 'w+');
    files.writeSync(big, Buffer.alloc(100));
    expect(big).toBe(small); // the system hands the lowest free number out again
    expect(files.fstatSync(big).size).toBe(100);
    files.closeSync(big);
  });

  it('forgets what it kept when a changing call fails part way', () => {
    const fd = files.openSync(join(dir, 'relation'), 'w+');
    expect(files.fstatSync(fd).size).toBe(0);
    const before = fstatCalls;
    expect(() => files.renameSync(join(dir, 'missing'), join(dir, 'elsewhere'))).toThrow();
    files.fstatSync(fd);
    expect(fstatCalls).toBe(before + 1);
    files.closeSync(fd);
  });

  it('passes calls with options (bigint stats) through untouched', () => {
    const fd = files.openSync(join(dir, 'relation'), 'w+');
    expect(typeof files.fstatSync(fd, { bigint: true }).size).toBe('bigint');
    expect(typeof files.fstatSync(fd, { bigint: true }).size).toBe('bigint');
    expect(fstatCalls).toBe(2);
    files.closeSync(fd);
  });
});

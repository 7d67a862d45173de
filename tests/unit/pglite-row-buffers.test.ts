// The database thread's row buffers (db/client/pglite-row-buffers.mjs): made once, filled again.
import { describe, expect, it } from 'vitest';

const fresh = async () => {
  // Each test its own copy of the module's free list.
  const url = new URL('../../db/client/pglite-row-buffers.mjs', import.meta.url);
  return (await import(`${url.href}?copy=${Math.random()}`)) as typeof import('../../db/client/pglite-row-buffers.mjs');
};

describe('row buffers of the database thread', () => {
  it('makes a buffer of a power of two from 16 KB and gives a view of the size asked', async () => {
    const { rowBuffer } = await fresh();
    const small = rowBuffer(100);
    expect(small.byteLength).toBe(100);
    expect(small.buffer.byteLength).toBe(16 * 1024);
    expect(rowBuffer(40_000).buffer.byteLength).toBe(64 * 1024);
  });

  it('fills a buffer taken back again when it is large enough, and makes a new one when none is', async () => {
    const { rowBuffer, keepRowBuffers } = await fresh();
    const first = rowBuffer(5_000).buffer as ArrayBuffer;
    keepRowBuffers([first]);
    expect(rowBuffer(20_000).buffer).not.toBe(first);
    const again = rowBuffer(10_000);
    expect(again.buffer).toBe(first);
    expect(again.byteLength).toBe(10_000);
    // Taken: the next answer gets another.
    expect(rowBuffer(10).buffer).not.toBe(first);
  });

  it('keeps at most 16 buffers and none larger than 256 KB', async () => {
    const { rowBuffer, keepRowBuffers } = await fresh();
    const large = rowBuffer(300_000).buffer as ArrayBuffer;
    expect(large.byteLength).toBe(300_000);
    keepRowBuffers([large]);
    expect(rowBuffer(300_000).buffer).not.toBe(large);
    const many = Array.from({ length: 20 }, () => rowBuffer(10).buffer as ArrayBuffer);
    keepRowBuffers(many);
    const reused = Array.from({ length: 20 }, () => rowBuffer(10).buffer);
    expect(reused.filter((buffer) => many.includes(buffer as ArrayBuffer))).toHaveLength(16);
  });
});

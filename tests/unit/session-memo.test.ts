import { describe, expect, it } from 'vitest';
import { createWriteSignal } from '../../db/writes.ts';
import { createSessionMemo, sessionMemoOver } from '../../functions/auth/session-memo.ts';

/** A memo on a clock the test moves, and a loader that counts its calls. */
function setUp(options: { keepMs?: number; maxEntries?: number } = {}) {
  let now = 0;
  const memo = createSessionMemo({ ...options, monotonicNow: () => now });
  let loads = 0;
  const live = (value: string) => async () => {
    loads++;
    return value;
  };
  return { memo, live, loads: () => loads, advance: (ms: number) => void (now += ms) };
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the session memo', () => {
  it('answers a live session from the check of a moment ago, and asks again once the moment has passed', async () => {
    const { memo, live, loads, advance } = setUp({ keepMs: 1000 });
    expect(await memo.check('u:s', live('alice'))).toBe('alice');
    advance(999);
    expect(await memo.check('u:s', live('changed'))).toBe('alice');
    expect(loads()).toBe(1);
    advance(1);
    expect(await memo.check('u:s', live('changed'))).toBe('changed');
    expect(loads()).toBe(2);
  });

  it('keeps each session apart', async () => {
    const { memo, live } = setUp();
    expect(await memo.check('u:one', live('first'))).toBe('first');
    expect(await memo.check('u:two', live('second'))).toBe('second');
    expect(await memo.check('u:one', live('other'))).toBe('first');
  });

  it('shares a check still running among the requests that arrive meanwhile', async () => {
    const { memo } = setUp();
    const running = deferred<string | undefined>();
    let loads = 0;
    const load = () => {
      loads++;
      return running.promise;
    };
    const answers = [memo.check('u:s', load), memo.check('u:s', load), memo.check('u:s', load)];
    running.resolve('alice');
    expect(await Promise.all(answers)).toEqual(['alice', 'alice', 'alice']);
    expect(loads).toBe(1);
  });

  it('never keeps a refused session or a failed check: the next request asks again', async () => {
    const { memo } = setUp();
    let loads = 0;
    expect(await memo.check('u:s', async () => void loads++)).toBeUndefined();
    await expect(
      memo.check('u:s', async () => {
        loads++;
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await memo.check('u:s', async () => (loads++, 'alice'))).toBe('alice');
    expect(loads).toBe(3);
  });

  it('forgets every check when told something was written', async () => {
    const { memo, live, loads } = setUp();
    await memo.check('u:one', live('first'));
    await memo.check('u:two', live('second'));
    memo.forget();
    expect(await memo.check('u:one', live('first again'))).toBe('first again');
    expect(await memo.check('u:two', live('second again'))).toBe('second again');
    expect(loads()).toBe(4);
  });

  it('does not keep a check that was running when something was written (it may have read the row before)', async () => {
    const { memo, live } = setUp();
    const running = deferred<string | undefined>();
    const before = memo.check('u:s', () => running.promise);
    memo.forget();
    running.resolve('read before the write');
    expect(await before).toBe('read before the write');
    expect(await memo.check('u:s', live('read after the write'))).toBe('read after the write');
  });

  it('holds a bounded number of sessions, dropping the oldest check first', async () => {
    const { memo, live, loads } = setUp({ maxEntries: 2 });
    await memo.check('u:one', live('one'));
    await memo.check('u:two', live('two'));
    await memo.check('u:three', live('three'));
    expect(loads()).toBe(3);
    expect(await memo.check('u:three', live('x'))).toBe('three');
    expect(await memo.check('u:two', live('x'))).toBe('two');
    expect(await memo.check('u:one', live('one again'))).toBe('one again');
    expect(loads()).toBe(4);
  });

  it('over a write signal, forgets at each reported write; without one there is no memo', async () => {
    const writes = createWriteSignal();
    const memo = sessionMemoOver(writes)!;
    let loads = 0;
    const load = async () => `check ${++loads}`;
    expect(await memo.check('u:s', load)).toBe('check 1');
    expect(await memo.check('u:s', load)).toBe('check 1');
    writes.notify();
    expect(await memo.check('u:s', load)).toBe('check 2');
    expect(sessionMemoOver(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { SESSION_HINT_KEY, readSessionHint, writeSessionHint } from '../../web/src/lib/session-hint';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the session hint', () => {
  it('is remembered after a signed-in answer and forgotten after a signed-out one', () => {
    const storage = memoryStorage();
    expect(readSessionHint(storage)).toBe(false);
    writeSessionHint(true, storage);
    expect(storage.items.get(SESSION_HINT_KEY)).toBe('1');
    expect(readSessionHint(storage)).toBe(true);
    writeSessionHint(false, storage);
    expect(storage.items.has(SESSION_HINT_KEY)).toBe(false);
    expect(readSessionHint(storage)).toBe(false);
  });

  it('counts as no session when storage is missing or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readSessionHint(null)).toBe(false);
    expect(readSessionHint(throwing)).toBe(false);
    expect(() => writeSessionHint(true, throwing)).not.toThrow();
  });

  it('ignores values it did not write', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_HINT_KEY, 'true');
    expect(readSessionHint(storage)).toBe(false);
  });
});

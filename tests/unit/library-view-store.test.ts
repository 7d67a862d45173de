import { beforeAll, describe, expect, it } from 'vitest';

const KEY = 'vidshelf-library-view';
const stored = new Map<string, string>();
const storedSort = () => (JSON.parse(stored.get(KEY) ?? '{}') as { state?: { sort?: string } }).state?.sort;

let store: typeof import('../../web/src/features/library/stores/library-view').useLibraryViewStore;

beforeAll(async () => {
  // The store persists to localStorage, which Node lacks: a memory stand-in, set before it loads.
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
  store = (await import('../../web/src/features/library/stores/library-view')).useLibraryViewStore;
});

describe('the library sort preference', () => {
  it('shows newest added after a bookmark is saved, without remembering it as the default', () => {
    expect(store.getState().sort).toBe('recent');
    store.getState().showNewestAdded();
    expect(store.getState().sort).toBe('added');
    expect(storedSort()).toBe('recent');
  });

  it('remembers the order the person picks, and keeps it through a later save', () => {
    store.getState().setSort('popular');
    expect(storedSort()).toBe('popular');
    store.getState().showNewestAdded();
    expect(store.getState().sort).toBe('added');
    expect(storedSort()).toBe('popular');
  });
});

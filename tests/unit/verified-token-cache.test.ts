import { describe, expect, it } from 'vitest';
import { createVerifiedTokenCache } from '../../functions/auth/verified-token-cache';

describe('createVerifiedTokenCache', () => {
  it('remembers a verified token only until its own expiry', () => {
    const cache = createVerifiedTokenCache<string>();
    cache.set('token', { value: 'claims', expiresAt: 2_000 });
    expect(cache.get('token', 1_999)).toBe('claims');
    expect(cache.get('token', 2_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('knows nothing of a token it was never told about', () => {
    expect(createVerifiedTokenCache<string>().get('forged', 0)).toBeUndefined();
  });

  it('stays bounded, forgetting the oldest entry first', () => {
    const cache = createVerifiedTokenCache<number>(2);
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, { value: i, expiresAt: Infinity });
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(2);
  });
});

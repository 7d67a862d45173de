import { describe, expect, it } from 'vitest';
import { findSharedVideo } from '../../web/src/features/share/lib/shared-video.ts';
import { loginPathReturningTo, safeReturnPath } from '../../web/src/lib/return-path.ts';

describe('the video in a share', () => {
  it('finds the YouTube app’s link inside the text', () => {
    expect(findSharedVideo({ text: 'Check this out https://youtu.be/abc123def45?si=xyz' })).toEqual({
      videoId: 'abc123def45',
      url: 'https://youtu.be/abc123def45?si=xyz',
      title: null,
    });
  });

  it('prefers the url field, and keeps a real title', () => {
    expect(findSharedVideo({ title: 'Gimbap for picnics', text: 'https://youtu.be/zzzzzzzzzzz', url: 'https://www.youtube.com/watch?v=wLmRcsHv_dQ' })).toEqual({
      videoId: 'wLmRcsHv_dQ',
      url: 'https://www.youtube.com/watch?v=wLmRcsHv_dQ',
      title: 'Gimbap for picnics',
    });
  });

  it('reads a link in the title, a link without a scheme, Shorts, and drops trailing punctuation', () => {
    expect(findSharedVideo({ title: 'https://m.youtube.com/watch?v=wLmRcsHv_dQ' })).toMatchObject({ videoId: 'wLmRcsHv_dQ', title: null });
    expect(findSharedVideo({ text: 'see youtube.com/watch?v=wLmRcsHv_dQ' })).toMatchObject({ url: 'https://youtube.com/watch?v=wLmRcsHv_dQ' });
    expect(findSharedVideo({ text: 'short: https://www.youtube.com/shorts/wLmRcsHv_dQ' })?.videoId).toBe('wLmRcsHv_dQ');
    expect(findSharedVideo({ text: '(https://youtu.be/abc123def45).' })?.videoId).toBe('abc123def45');
  });

  it('finds nothing in other links, bare words that look like ids, or an empty share', () => {
    expect(findSharedVideo({ text: 'https://vimeo.com/123456', title: 'MyFavVideos' })).toBeNull();
    expect(findSharedVideo({ text: 'https://www.youtube.com/@channel' })).toBeNull();
    expect(findSharedVideo({})).toBeNull();
  });
});

describe('the return path after sign-in', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/share?text=a%20b')).toBe('/share?text=a%20b');
    expect(loginPathReturningTo('/share?text=a b')).toBe('/login?next=%2Fshare%3Ftext%3Da+b');
  });

  it('refuses other origins, protocol-relative and backslash tricks, and the sign-in screens', () => {
    for (const value of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login?next=/x', '/auth/callback', '', null]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('refuses a path that normalises to another origin: dot segments, encoded slashes, tabs', () => {
    for (const value of ['/..//evil.example/x', '/../..//evil.example', '/./\\evil.example', '/.//evil.example', '/\t/evil.example', '/\n//evil.example', '/%2e%2e//evil.example/x']) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
    expect(safeReturnPath('/a/../library?x=1')).toBe('/library?x=1');
  });
});

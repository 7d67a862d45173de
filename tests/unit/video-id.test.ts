import { describe, expect, it } from 'vitest';
import { parseAddBookmarkUrl, parseStartTime, parseVideoId } from '../../functions/schemas/video-id.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoId', () => {
  it('accepts a bare 11-character id', () => {
    expect(parseVideoId(ID)).toBe(ID);
  });

  it('accepts ids containing underscores and hyphens', () => {
    expect(parseVideoId('a_b-c_d-e_f')).toBe('a_b-c_d-e_f');
  });

  it('ignores surrounding whitespace', () => {
    expect(parseVideoId(`  https://youtu.be/${ID}\n`)).toBe(ID);
  });

  it('accepts a watch URL', () => {
    expect(parseVideoId(`https://www.youtube.com/watch?v=${ID}`)).toBe(ID);
  });

  it('accepts a watch URL with other parameters before and after v', () => {
    expect(parseVideoId(`https://www.youtube.com/watch?list=PL1&v=${ID}&t=42s`)).toBe(ID);
  });

  it('accepts a watch URL without www, over http, and on the mobile host', () => {
    expect(parseVideoId(`http://youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(parseVideoId(`https://m.youtube.com/watch?v=${ID}`)).toBe(ID);
  });

  it('accepts a URL typed without a scheme', () => {
    expect(parseVideoId(`youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(parseVideoId(`youtu.be/${ID}`)).toBe(ID);
  });

  it('accepts a youtu.be short link', () => {
    expect(parseVideoId(`https://youtu.be/${ID}`)).toBe(ID);
  });

  it('accepts a youtu.be short link with a share parameter', () => {
    expect(parseVideoId(`https://youtu.be/${ID}?si=abc123&t=10`)).toBe(ID);
  });

  it('accepts an embed URL', () => {
    expect(parseVideoId(`https://www.youtube.com/embed/${ID}`)).toBe(ID);
  });

  it('accepts a /v/ URL', () => {
    expect(parseVideoId(`https://www.youtube.com/v/${ID}`)).toBe(ID);
  });

  it('accepts a shorts URL', () => {
    expect(parseVideoId(`https://www.youtube.com/shorts/${ID}`)).toBe(ID);
  });

  it('accepts a live URL', () => {
    expect(parseVideoId(`https://www.youtube.com/live/${ID}?feature=share`)).toBe(ID);
  });

  it('refuses a 10-character id', () => {
    expect(parseVideoId('dQw4w9WgXc')).toBeNull();
    expect(parseVideoId('https://youtu.be/dQw4w9WgXc')).toBeNull();
    expect(parseVideoId('https://www.youtube.com/watch?v=dQw4w9WgXc')).toBeNull();
  });

  it('refuses a 12-character id', () => {
    expect(parseVideoId('dQw4w9WgXcQQ')).toBeNull();
    expect(parseVideoId('https://www.youtube.com/embed/dQw4w9WgXcQQ')).toBeNull();
  });

  it('refuses an id with characters outside letters, digits, underscore and hyphen', () => {
    expect(parseVideoId('dQw4w9WgX!Q')).toBeNull();
  });

  it('refuses a URL on another host', () => {
    expect(parseVideoId(`https://vimeo.com/watch?v=${ID}`)).toBeNull();
    expect(parseVideoId(`https://youtube.com.evil.example/watch?v=${ID}`)).toBeNull();
  });

  it('refuses a watch URL without a v parameter', () => {
    expect(parseVideoId('https://www.youtube.com/watch?list=PL1')).toBeNull();
  });

  it('refuses YouTube pages that are not videos', () => {
    expect(parseVideoId('https://www.youtube.com/@somechannel')).toBeNull();
    expect(parseVideoId(`https://www.youtube.com/channel/${ID}`)).toBeNull();
  });

  it('refuses a non-web scheme', () => {
    expect(parseVideoId(`ftp://youtube.com/watch?v=${ID}`)).toBeNull();
  });

  // Every form a person pastes or a real export holds, and hosts that only look like YouTube's.
  it.each([
    [`https://music.youtube.com/watch?v=${ID}&feature=share`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}?start=3`, ID],
    [`https://youtube-nocookie.com/embed/${ID}`, ID],
    [`https://www.youtube.com/live/${ID}`, ID],
    [`https://www.youtube.com/v/${ID}?version=3`, ID],
    [`https://www.youtube.com/e/${ID}`, ID],
    [`https://www.youtube.com/attribution_link?a=x&u=%2Fwatch%3Fv%3D${ID}%26feature%3Dshare`, ID],
    [`https://www.youtube.com/attribution_link?u=/watch?v=${ID}`, ID],
    [`https://www.youtube.com/watch?v=${ID}&feature=share`, ID],
    [`https://youtu.be/${ID}?feature=share`, ID],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, ID],
    [`https://M.YouTube.com/watch?v=${ID}`, ID],
    [`https://YOUTU.BE/${ID}`, ID],
    [`https://www.youtube.com/embed/${ID}/`, ID],
    [`https://youtube.com.evil.example/watch?v=${ID}`, null],
    [`https://notyoutube.com/watch?v=${ID}`, null],
    [`https://youtube.co/watch?v=${ID}`, null],
    [`https://www.youtube.com.evil.example/embed/${ID}`, null],
    [`https://youtu.be.evil.example/${ID}`, null],
    [`https://evil-youtube-nocookie.com/embed/${ID}`, null],
    [`https://www.youtube-nocookie.com/watch?v=${ID}`, null],
    [`https://music.youtube.com.evil.example/watch?v=${ID}`, null],
    [`https://www.youtube.com/attribution_link?u=https://evil.example/watch?v=${ID}`, null],
    [`https://www.youtube.com/attribution_link?u=//evil.example/watch?v=${ID}`, null],
    [`https://www.youtube.com/e/${ID}x`, null],
  ])('reads %s as %s', (url, expected) => {
    expect(parseVideoId(url)).toBe(expected);
  });

  it('refuses empty input', () => {
    expect(parseVideoId('')).toBeNull();
    expect(parseVideoId('   ')).toBeNull();
  });
});

describe('parseAddBookmarkUrl', () => {
  it('accepts watch, youtu.be, embed and /v/ URLs', () => {
    expect(parseAddBookmarkUrl(`https://www.youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(parseAddBookmarkUrl(`https://youtu.be/${ID}`)).toBe(ID);
    expect(parseAddBookmarkUrl(`https://www.youtube.com/embed/${ID}`)).toBe(ID);
    expect(parseAddBookmarkUrl(`http://youtube.com/v/${ID}`)).toBe(ID);
  });

  it('refuses shorts and live URLs', () => {
    expect(parseAddBookmarkUrl(`https://www.youtube.com/shorts/${ID}`)).toBeNull();
    expect(parseAddBookmarkUrl(`https://www.youtube.com/live/${ID}`)).toBeNull();
  });

  it('refuses a bare id', () => {
    expect(parseAddBookmarkUrl(ID)).toBeNull();
  });

  it('refuses a 10-character id, another host and empty input', () => {
    expect(parseAddBookmarkUrl('https://youtu.be/dQw4w9WgXc')).toBeNull();
    expect(parseAddBookmarkUrl(`https://example.com/watch?v=${ID}`)).toBeNull();
    expect(parseAddBookmarkUrl('')).toBeNull();
  });
});

describe('parseStartTime', () => {
  it('reads the start parameter in seconds', () => {
    expect(parseStartTime(`https://www.youtube.com/embed/${ID}?start=75`)).toBe(75);
  });

  it('reads t in hours, minutes and seconds', () => {
    expect(parseStartTime(`https://youtu.be/${ID}?t=1h2m3s`)).toBe(3723);
  });

  it('reads t in minutes only', () => {
    expect(parseStartTime(`https://youtu.be/${ID}?t=2m`)).toBe(120);
  });

  it('reads t in seconds with an s suffix', () => {
    expect(parseStartTime(`https://www.youtube.com/watch?v=${ID}&t=45s`)).toBe(45);
  });

  it('reads t as plain seconds', () => {
    expect(parseStartTime(`https://www.youtube.com/watch?v=${ID}&t=90`)).toBe(90);
  });

  it('prefers start over t', () => {
    expect(parseStartTime(`https://www.youtube.com/watch?v=${ID}&start=5&t=90`)).toBe(5);
  });

  it('returns null without a start or t parameter', () => {
    expect(parseStartTime(`https://www.youtube.com/watch?v=${ID}`)).toBeNull();
  });

  it('returns null for a malformed t', () => {
    expect(parseStartTime(`https://youtu.be/${ID}?t=abc`)).toBeNull();
    expect(parseStartTime(`https://youtu.be/${ID}?t=1x`)).toBeNull();
  });

  it('returns null for input that is not a URL', () => {
    expect(parseStartTime('')).toBeNull();
    expect(parseStartTime('not a url at all')).toBeNull();
  });
});

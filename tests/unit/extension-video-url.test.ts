import { describe, expect, it } from 'vitest';
import { videoPageOf } from '../../extension/src/shared/video-url.ts';

describe('extension: which YouTube pages show the save button', () => {
  it('finds the video of a watch page and keeps its timestamp', () => {
    expect(videoPageOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      videoId: 'dQw4w9WgXcQ',
      kind: 'watch',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(videoPageOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')?.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
    expect(videoPageOf('https://www.youtube.com/watch?t=1h2m3s&v=dQw4w9WgXcQ')?.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1h2m3s');
  });

  it('drops playlist and tracking parameters, and a timestamp that is not one', () => {
    expect(videoPageOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=4&si=abc&t=oops')?.url).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it('finds the video of a Shorts page, with or without a trailing slash or query', () => {
    for (const href of ['https://www.youtube.com/shorts/abcDEF12_-3', 'https://www.youtube.com/shorts/abcDEF12_-3/', 'https://www.youtube.com/shorts/abcDEF12_-3?feature=share']) {
      expect(videoPageOf(href)).toEqual({ videoId: 'abcDEF12_-3', kind: 'shorts', url: 'https://www.youtube.com/shorts/abcDEF12_-3' });
    }
  });

  it('works on m.youtube.com, saving the www address', () => {
    expect(videoPageOf('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual({
      videoId: 'dQw4w9WgXcQ',
      kind: 'watch',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
    });
    expect(videoPageOf('https://m.youtube.com/shorts/dQw4w9WgXcQ')?.kind).toBe('shorts');
  });

  it('ignores invalid ids', () => {
    for (const id of ['', 'short', 'dQw4w9WgXcQQ', 'dQw4w9WgX%Q', 'dQw4w9WgX.Q']) {
      expect(videoPageOf(`https://www.youtube.com/watch?v=${id}`), id).toBeNull();
      expect(videoPageOf(`https://www.youtube.com/shorts/${id}`), id).toBeNull();
    }
  });

  it('ignores pages that are not a video, other hosts, youtu.be and plain http', () => {
    for (const href of [
      'https://www.youtube.com/',
      'https://www.youtube.com/feed/subscriptions',
      'https://www.youtube.com/@channel/videos',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ/comments',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ', // YouTube redirects these before any content script runs
      'https://youtube.com/watch?v=dQw4w9WgXcQ', // not a content-script host: it redirects to www
      'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'not a url',
    ]) {
      expect(videoPageOf(href), href).toBeNull();
    }
  });
});

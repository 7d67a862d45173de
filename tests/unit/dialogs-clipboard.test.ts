import { describe, expect, it } from 'vitest';
import {
  detectClipboardVideo,
  displayUrl,
  HANDLED_STORAGE_KEY,
  markHandled,
  readHandled,
  shouldOffer,
  withHandled,
} from '../../web/src/features/bookmarks/lib/clipboard-detection';

const ID = 'dQw4w9WgXcQ';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('clipboard video detection', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `http://youtube.com/watch?v=${ID}&t=10`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `  https://youtu.be/${ID}\n`,
  ])('finds the video in %s', (text) => {
    expect(detectClipboardVideo(text)).toEqual({ videoId: ID, url: text.trim() });
  });

  it.each([
    ['a link without http or https', `youtube.com/watch?v=${ID}`],
    ['a shorts link', `https://www.youtube.com/shorts/${ID}`],
    ['a bare id', ID],
    ['another site', 'https://example.com/watch?v=dQw4w9WgXcQ'],
    ['text around a link', `look at https://youtu.be/${ID} now`],
    ['nothing', ''],
  ])('ignores %s', (_what, text) => {
    expect(detectClipboardVideo(text)).toBeNull();
  });

  it('ignores a missing clipboard text', () => {
    expect(detectClipboardVideo(null)).toBeNull();
  });
});

describe('when to offer the dialog', () => {
  const video = { videoId: ID, url: `https://youtu.be/${ID}` };

  it('offers a new video', () => {
    expect(shouldOffer(video, [], null)).toBe(true);
  });

  it('does not offer a handled video', () => {
    expect(shouldOffer(video, ['other', ID], null)).toBe(false);
  });

  it('does not offer the video it showed last', () => {
    expect(shouldOffer(video, [], ID)).toBe(false);
  });

  it('does not offer when there is no video', () => {
    expect(shouldOffer(null, [], null)).toBe(false);
  });
});

describe('the handled list', () => {
  it('remembers handled ids across reads', () => {
    const storage = memoryStorage();
    markHandled(storage, 'aaaaaaaaaaa');
    markHandled(storage, 'bbbbbbbbbbb');
    markHandled(storage, 'aaaaaaaaaaa');
    expect(readHandled(storage)).toEqual(['bbbbbbbbbbb', 'aaaaaaaaaaa']);
  });

  it('treats broken or foreign data as empty', () => {
    expect(readHandled(memoryStorage({ [HANDLED_STORAGE_KEY]: '{oops' }))).toEqual([]);
    expect(readHandled(memoryStorage({ [HANDLED_STORAGE_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readHandled(memoryStorage({ [HANDLED_STORAGE_KEY]: '["ok", 3]' }))).toEqual(['ok']);
    expect(readHandled(undefined)).toEqual([]);
  });

  it('survives storage that refuses writes', () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(() => markHandled(storage, ID)).not.toThrow();
  });

  it('keeps only the newest 200 ids', () => {
    let list: string[] = [];
    for (let i = 0; i < 250; i++) list = withHandled(list, `id-${i}`);
    expect(list).toHaveLength(200);
    expect(list[0]).toBe('id-50');
    expect(list.at(-1)).toBe('id-249');
  });
});

describe('the URL shown in the dialog', () => {
  it('shows short URLs whole', () => {
    expect(displayUrl(`https://youtu.be/${ID}`)).toBe(`https://youtu.be/${ID}`);
  });

  it('cuts long URLs at 50 characters', () => {
    const url = `https://www.youtube.com/watch?v=${ID}&list=PL0123456789abcdef`;
    expect(displayUrl(url)).toBe(`${url.slice(0, 50)}...`);
  });
});

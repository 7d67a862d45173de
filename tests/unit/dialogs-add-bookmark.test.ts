import { describe, expect, it } from 'vitest';
import { buildCreateBookmarkBody } from '../../web/src/features/bookmarks/lib/add-bookmark-form';

const ID = 'dQw4w9WgXcQ';
const input = (url: string, extra: Partial<{ title: string; description: string; categoryId: string }> = {}) => ({
  url,
  title: '',
  description: '',
  categoryId: 'no-category',
  ...extra,
});

describe('Add Bookmark form', () => {
  it('asks for a URL when there is none', () => {
    expect(buildCreateBookmarkBody(input('   '))).toEqual({ ok: false, error: 'Please enter a YouTube URL' });
  });

  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `http://www.youtube.com/v/${ID}`,
  ])('accepts %s', (url) => {
    const result = buildCreateBookmarkBody(input(url));
    expect(result).toEqual({ ok: true, body: { videoId: ID, url, categoryId: 'no-category' } });
  });

  it.each([`https://www.youtube.com/shorts/${ID}`, 'https://vimeo.com/12345', 'not a url', `https://youtu.be/short`])(
    'refuses %s as not a valid YouTube URL',
    (url) => {
      expect(buildCreateBookmarkBody(input(url))).toEqual({ ok: false, error: 'Please enter a valid YouTube URL' });
    },
  );

  it('adds https:// to a link pasted without a scheme', () => {
    const result = buildCreateBookmarkBody(input(`youtube.com/watch?v=${ID}`));
    expect(result.ok && result.body.url).toBe(`https://youtube.com/watch?v=${ID}`);
  });

  it('leaves out an empty title and description and trims given ones', () => {
    const empty = buildCreateBookmarkBody(input(`https://youtu.be/${ID}`, { title: '  ', description: '' }));
    expect(empty.ok && 'title' in empty.body).toBe(false);
    expect(empty.ok && 'description' in empty.body).toBe(false);

    const given = buildCreateBookmarkBody(input(`https://youtu.be/${ID}`, { title: ' Mine ', description: ' Notes ' }));
    expect(given.ok && given.body).toMatchObject({ title: 'Mine', description: 'Notes' });
  });

  it('sends the chosen category, or no-category for none', () => {
    const chosen = buildCreateBookmarkBody(input(`https://youtu.be/${ID}`, { categoryId: 'cat-1' }));
    expect(chosen.ok && chosen.body.categoryId).toBe('cat-1');
    const none = buildCreateBookmarkBody(input(`https://youtu.be/${ID}`, { categoryId: '' }));
    expect(none.ok && none.body.categoryId).toBe('no-category');
  });
});

import { describe, expect, it } from 'vitest';
import { clampDimension, embedSnippet } from '../../web/src/features/public-profile/lib/embed-snippet';

describe('the embed code', () => {
  it('frames the whole profile or one category at the chosen size, with an escaped title', () => {
    expect(embedSnippet('https://vidshelf.example', { handle: 'ada', categoryId: null, width: 560, height: 640, title: 'Ada "A&B" <x> · Vidshelf' })).toBe(
      '<iframe src="https://vidshelf.example/ada/embed" width="560" height="640" style="border:0" loading="lazy" title="Ada &#34;A&#38;B&#34; &#60;x> · Vidshelf"></iframe>',
    );
    expect(embedSnippet('https://vidshelf.example', { handle: 'ada', categoryId: '0b9d7c6e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', width: 800, height: 720, title: 't' })).toContain(
      'src="https://vidshelf.example/ada/0b9d7c6e-1f2a-4b3c-8d4e-5f6a7b8c9d0e/embed" width="800" height="720"',
    );
  });

  it('keeps a typed size within bounds and falls back on an empty or unreadable one', () => {
    expect(clampDimension(90, 'height', 640)).toBe(240);
    expect(clampDimension(5000, 'width', 560)).toBe(1920);
    expect(clampDimension(421.6, 'width', 560)).toBe(422);
    expect(clampDimension(0, 'width', 560)).toBe(560);
    expect(clampDimension(Number.NaN, 'height', 640)).toBe(640);
  });
});

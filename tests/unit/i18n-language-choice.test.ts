// The SPA's own language detector and catalog loader (web/src/i18n/plugins.ts), which replaced
// i18next-browser-languagedetector and i18next-resources-to-backend: the same choice, fewer bytes.
import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageDetector, lazyCatalogs } from '../../web/src/i18n/plugins';

const KEY = 'vidshelf.language';

function browser({ stored, languages, language }: { stored?: string; languages?: string[]; language?: string }) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === KEY ? (stored ?? null) : null) });
  vi.stubGlobal('navigator', { languages, language });
}

/** The language an i18next set up like web/src/i18n/index.ts resolves to in this browser. */
async function resolved() {
  const i18n = createInstance();
  await i18n
    .use(languageDetector(KEY))
    .use(lazyCatalogs(async () => ({ default: { greeting: 'hi' } })))
    .init({ supportedLngs: ['en', 'ko'], nonExplicitSupportedLngs: true, load: 'languageOnly', fallbackLng: 'en', ns: ['common'], defaultNS: 'common' });
  return i18n.resolvedLanguage;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the language the SPA starts in', () => {
  it('follows the browser: a Korean browser gets Korean, whatever the region', async () => {
    browser({ languages: ['ko-KR', 'en-US'], language: 'ko-KR' });
    expect(await resolved()).toBe('ko');
  });

  it('takes the first language of the browser the SPA speaks', async () => {
    browser({ languages: ['fr-FR', 'ko'], language: 'fr-FR' });
    expect(await resolved()).toBe('ko');
  });

  it('falls back to English when the browser asks for none it speaks', async () => {
    browser({ languages: ['fr-FR', 'de'], language: 'fr-FR' });
    expect(await resolved()).toBe('en');
  });

  it("puts the user's choice on this device before the browser's languages", async () => {
    browser({ stored: 'en', languages: ['ko-KR'], language: 'ko-KR' });
    expect(await resolved()).toBe('en');
  });

  it('works without storage (private mode) and without a browser', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('navigator', undefined);
    expect(await resolved()).toBe('en');
  });
});

describe('the language detector', () => {
  it('lists the stored choice, then the browser languages, in order', () => {
    browser({ stored: 'ko', languages: ['en-GB', 'fr'], language: 'en-GB' });
    expect(languageDetector(KEY).detect()).toEqual(['ko', 'en-GB', 'fr', 'en-GB']);
  });

  it('drops a stored value that is not a language tag (markup, paths)', () => {
    browser({ stored: '"><img src=x>', languages: ['../ko'], language: 'ko' });
    expect(languageDetector(KEY).detect()).toEqual(['ko']);
  });
});

describe('the catalog loader', () => {
  it("hands i18next the catalog module's default export", async () => {
    const load = vi.fn(async () => ({ default: { title: 'Library' } }));
    const read = await new Promise((resolve) => lazyCatalogs(load).read('ko', 'library', (error, data) => resolve({ error, data })));
    expect(load).toHaveBeenCalledWith('ko', 'library');
    expect(read).toEqual({ error: null, data: { title: 'Library' } });
  });

  it('reports a catalog that fails to load', async () => {
    const failure = new Error('no such chunk');
    const read = await new Promise((resolve) =>
      lazyCatalogs(() => Promise.reject(failure)).read('ko', 'missing', (error, data) => resolve({ error, data })),
    );
    expect(read).toEqual({ error: failure, data: false });
  });
});

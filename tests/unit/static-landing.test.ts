// The prerendered landing page (vite.landing.ts): the SPA's landing view in both languages, and
// web/public/landing-language.js, which picks one before the first paint as the SPA's i18n would.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../web/src/i18n';
import { renderStaticLanding } from '../../web/src/features/landing/static-landing.tsx';
import en from '../../web/src/locales/en/landing.json';
import ko from '../../web/src/locales/ko/landing.json';

const script = readFileSync(new URL('../../web/public/landing-language.js', import.meta.url), 'utf8');

/** Runs landing-language.js in a page with this storage and browser languages; returns <html lang>. */
function chosenLanguage({ stored, languages, storageThrows = false }: { stored?: string; languages: string[]; storageThrows?: boolean }) {
  const documentElement = { lang: 'en' };
  const localStorage = {
    getItem(key: string) {
      if (storageThrows) throw new Error('SecurityError');
      return key === LANGUAGE_STORAGE_KEY ? (stored ?? null) : null;
    },
  };
  runInNewContext(script, {
    document: { documentElement, addEventListener() {} },
    navigator: { languages, language: languages[0] },
    localStorage,
    Element: class {},
  });
  return documentElement.lang;
}

describe('the prerendered landing page', () => {
  it('holds the landing view in English and in Korean, each copy shown only under its <html lang>', async () => {
    const html = await renderStaticLanding();
    const copies = [...html.matchAll(/<div lang="(en|ko)" data-landing-copy="\1" class="([^"]*)">/g)].map((m) => [m[1], m[2]]);
    expect(copies).toEqual([
      ['en', expect.stringContaining('[html[lang=ko]_&]:hidden')],
      ['ko', expect.stringContaining('[html:not([lang=ko])_&]:hidden')],
    ]);
    const [english, korean] = html.split('<div lang="ko"');
    for (const text of [en.header.signIn, en.hero.getStarted, en.features.extension.title, en.closing.cta]) expect(english).toContain(`>${text}<`);
    for (const text of [ko.header.signIn, ko.hero.getStarted, ko.features.extension.title, ko.closing.cta]) expect(korean).toContain(`>${text}<`);
    // Signed out: no 'Go to Home' or 'Go to Dashboard'.
    expect(html).not.toContain(en.header.goToHome);
    expect(html).not.toContain(en.hero.goToDashboard);
  });

  it('links only to the SPA’s pages, marks the active language in each footer, and has no style attribute or script', async () => {
    const html = await renderStaticLanding();
    expect(new Set([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set(['/', '/login', '/extension']));
    expect(html).toMatch(/<button type="button" lang="en" aria-pressed="true"[^>]*>English<\/button><button type="button" lang="ko" aria-pressed="false"/);
    expect(html).toMatch(/<button type="button" lang="en" aria-pressed="false"[^>]*>English<\/button><button type="button" lang="ko" aria-pressed="true"/);
    // The Content-Security-Policy would drop inline styles and scripts (functions/http/csp.ts).
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toContain('<script');
  });
});

describe('web/landing.html', () => {
  it('carries the SPA page’s title, meta tags and icons, so "/" says the same to browsers and link previews', () => {
    const read = (name: string) => readFileSync(new URL(`../../web/${name}`, import.meta.url), 'utf8');
    const headTags = (html: string) => html.match(/<(?:title>[^<]*<\/title|meta [^>]*|link rel="(?:icon|apple-touch-icon)"[^>]*)>/g) ?? [];
    const spa = headTags(read('index.html'));
    expect(spa.length).toBeGreaterThanOrEqual(6);
    expect(headTags(read('landing.html'))).toEqual(spa);
  });
});

describe('landing-language.js', () => {
  it('follows the choice stored by the SPA’s language switch over the browser', () => {
    expect(chosenLanguage({ stored: 'ko', languages: ['en-US'] })).toBe('ko');
    expect(chosenLanguage({ stored: 'en', languages: ['ko-KR', 'ko'] })).toBe('en');
  });

  it('without a choice, takes the first browser language it supports, else English', () => {
    expect(chosenLanguage({ languages: ['ko-KR', 'ko'] })).toBe('ko');
    expect(chosenLanguage({ languages: ['de-DE', 'ko'] })).toBe('ko');
    expect(chosenLanguage({ languages: ['fr-FR', 'de'] })).toBe('en');
    expect(chosenLanguage({ stored: 'fr', languages: ['ko-KR'] })).toBe('ko');
  });

  it('falls back to the browser when storage is blocked', () => {
    expect(chosenLanguage({ languages: ['ko'], storageThrows: true })).toBe('ko');
  });
});

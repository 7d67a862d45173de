import type { BackendModule, LanguageDetectorModule } from 'i18next';

/**
 * The two i18next plugins the SPA needs, written out: i18next-browser-languagedetector and
 * i18next-resources-to-backend weighed ~2.4 KB gzip in every page's first download for the few
 * lines used here (README "Page weight").
 */

/** What the language detector's `lookup` accepted: a language tag, never markup or a path. */
const SAFE_TAG = /^[A-Za-z0-9_@.-]{1,128}$/;

/**
 * The candidate languages, best first: the user's explicit choice on this device (`storageKey` in
 * localStorage), then the browser's. i18next picks the first supported one ('ko-KR' → Korean) and
 * falls back to English. Nothing is remembered here: setLanguage stores an explicit choice.
 */
export function languageDetector(storageKey: string): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect() {
      const found: string[] = [];
      try {
        const chosen = localStorage.getItem(storageKey);
        if (chosen) found.push(chosen);
      } catch {
        // No storage (private mode, tests without a DOM): the browser's languages decide.
      }
      if (typeof navigator !== 'undefined') {
        const { languages, language } = navigator;
        if (languages) found.push(...languages);
        if (language) found.push(language);
      }
      return found.filter((tag) => SAFE_TAG.test(tag) && !tag.includes('..'));
    },
    cacheUserLanguage() {},
  };
}

/** Loads a namespace's catalog for a language from its own chunk (`load` is a dynamic import). */
export function lazyCatalogs(load: (language: string, namespace: string) => Promise<{ default: object }>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      load(language, namespace).then(
        (catalog) => callback(null, catalog.default as never),
        (error: Error) => callback(error, false),
      );
    },
  };
}

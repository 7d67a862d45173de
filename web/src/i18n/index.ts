import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/en/common.json';
import { languageDetector, lazyCatalogs } from './plugins';

/**
 * One i18n setup for the whole SPA (react-i18next). Texts live in `web/src/locales/<lng>/<ns>.json`,
 * one namespace per feature; English is the spec's wording letter for letter, Korean its translation.
 * English `common` ships in the entry chunk (no extra round trip before the first paint); every other
 * namespace and language is its own small chunk, loaded when a screen first needs it (Suspense).
 */
export const supportedLanguages = ['en', 'ko'] as const;
export type Language = (typeof supportedLanguages)[number];

/** The user's explicit choice; without one the language follows the browser. */
export const LANGUAGE_STORAGE_KEY = 'vidshelf.language';

void i18n
  .use(languageDetector(LANGUAGE_STORAGE_KEY))
  .use(lazyCatalogs((language, namespace) => import(`../locales/${language}/${namespace}.json`)))
  .use(initReactI18next)
  .init({
    resources: { en: { common } },
    partialBundledLanguages: true,
    supportedLngs: supportedLanguages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
  });

function syncDocumentLanguage(language: string) {
  // documentElement is checked too: unit tests stub a partial `document`.
  if (typeof document !== 'undefined' && document.documentElement) document.documentElement.lang = currentLanguage(language);
}
syncDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** 'en' or 'ko' for any detected tag ('ko-KR' → 'ko'; unknown → 'en'). */
export function currentLanguage(tag: string | undefined = i18n.resolvedLanguage ?? i18n.language): Language {
  const base = (tag ?? 'en').toLowerCase().split('-')[0];
  return (supportedLanguages as readonly string[]).includes(base) ? (base as Language) : 'en';
}

/** Switches the UI language and remembers the choice on this device. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  await i18n.changeLanguage(language);
}

export { i18n };

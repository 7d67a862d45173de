// Build time only (vite.landing.ts loads it in Node): the landing page as static HTML for
// web/landing.html, which "/" serves to visitors without a session. Never part of the SPA bundle.
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { Language } from '../../i18n';
import enCommon from '../../locales/en/common.json';
import enLanding from '../../locales/en/landing.json';
import koCommon from '../../locales/ko/common.json';
import koLanding from '../../locales/ko/landing.json';
import { LandingView } from './components/landing-view';

const catalogs: Record<Language, { common: typeof enCommon; landing: typeof enLanding }> = {
  en: { common: enCommon, landing: enLanding },
  ko: { common: koCommon, landing: koLanding },
};

/**
 * Both languages are in the page; <html lang> shows one. web/public/landing-language.js sets it
 * before the first paint (the stored choice, else the browser's language, as web/src/i18n does)
 * and the footer's switch changes it. Each copy stands where the SPA's #root would (same flex
 * column), so the page looks as the SPA's landing does.
 */
const copyClasses: Record<Language, string> = {
  en: 'flex min-h-dvh flex-col [html[lang=ko]_&]:hidden',
  ko: 'flex min-h-dvh flex-col [html:not([lang=ko])_&]:hidden',
};

async function renderCopy(language: Language): Promise<string> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: { [language]: catalogs[language] },
    ns: ['common', 'landing'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
    initAsync: false,
  });
  const view = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={paths.home}>
        <LandingView signedIn={false} />
      </StaticRouter>
    </I18nextProvider>,
  );
  return `<div lang="${language}" data-landing-copy="${language}" class="${copyClasses[language]}">${view}</div>`;
}

/** The landing page's body: the English copy, then the Korean one. */
export async function renderStaticLanding(): Promise<string> {
  return (await Promise.all((['en', 'ko'] as const).map(renderCopy))).join('\n');
}

// The extension's texts in the browser's language through the WebExtension i18n API
// (`_locales/<lang>/messages.json`, English by default, Korean alongside the app's catalogs).
// Outside the browser (unit tests) the English catalog answers, so the texts stay the same.
import english from '../../static/_locales/en/messages.json';

export type MessageKey = keyof typeof english;

export function msg(key: MessageKey, ...substitutions: string[]): string {
  const fromBrowser = typeof chrome === 'undefined' ? '' : chrome.i18n?.getMessage(key, substitutions);
  if (fromBrowser) return fromBrowser;
  return substitutions.reduce((text, value) => text.replace(/\$[A-Z]+\$/, value), english[key].message);
}

/** Fills every `data-i18n="key"` element's text (popup.html keeps English as written). */
export function translatePage(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n]')) {
    element.textContent = msg(element.dataset.i18n as MessageKey);
  }
}

/** The browser's UI language ('en' outside the browser). */
export function uiLanguage(): string {
  return typeof chrome === 'undefined' ? 'en' : (chrome.i18n?.getUILanguage() ?? 'en');
}

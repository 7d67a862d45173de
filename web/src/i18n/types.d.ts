// Typed keys: `t('missing.key')` fails the typecheck. Each namespace file in
// web/src/locales/en/ is listed here (one line each); tests/unit/i18n-catalogs.test.ts checks that
// Korean has exactly the same keys.
import type common from '../locales/en/common.json';
import type pwa from '../locales/en/pwa.json';
import type share from '../locales/en/share.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      pwa: typeof pwa;
      share: typeof share;
    };
  }
}

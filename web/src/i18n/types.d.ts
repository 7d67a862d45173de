// Typed keys: `t('missing.key')` fails the typecheck. Each namespace file in
// web/src/locales/en/ is listed here (one line each); tests/unit/i18n-catalogs.test.ts checks that
// Korean has exactly the same keys.
import type common from '../locales/en/common.json';
import type apiTokens from '../locales/en/apiTokens.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      apiTokens: typeof apiTokens;
    };
  }
}

// Typed keys: `t('missing.key')` fails the typecheck. Each namespace file in
// web/src/locales/en/ is listed here (one line each); tests/unit/i18n-catalogs.test.ts checks that
// Korean has exactly the same keys.
import type bookmarks from '../locales/en/bookmarks.json';
import type categories from '../locales/en/categories.json';
import type common from '../locales/en/common.json';
import type auth from '../locales/en/auth.json';
import type errors from '../locales/en/errors.json';
import type landing from '../locales/en/landing.json';
import type library from '../locales/en/library.json';
import type library from '../locales/en/library.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      bookmarks: typeof bookmarks;
      categories: typeof categories;
      common: typeof common;
      errors: typeof errors;
      landing: typeof landing;
      library: typeof library;
      library: typeof library;
    };
  }
}

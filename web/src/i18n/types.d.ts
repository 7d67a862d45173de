// Typed keys: `t('missing.key')` fails the typecheck. Each namespace file in
// web/src/locales/en/ is listed here (one line each); tests/unit/i18n-catalogs.test.ts checks that
// Korean has exactly the same keys.
import type bookmarks from '../locales/en/bookmarks.json';
import type categories from '../locales/en/categories.json';
import type common from '../locales/en/common.json';
import type admin from '../locales/en/admin.json';
import type extension from '../locales/en/extension.json';
import type libraryTransfer from '../locales/en/libraryTransfer.json';
import type profile from '../locales/en/profile.json';
import type publicProfile from '../locales/en/publicProfile.json';
import type settings from '../locales/en/settings.json';
import type player from '../locales/en/player.json';
import type apiTokens from '../locales/en/apiTokens.json';
import type pwa from '../locales/en/pwa.json';
import type share from '../locales/en/share.json';
import type auth from '../locales/en/auth.json';
import type errors from '../locales/en/errors.json';
import type landing from '../locales/en/landing.json';
import type library from '../locales/en/library.json';
import type availability from '../locales/en/availability.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      bookmarks: typeof bookmarks;
      categories: typeof categories;
      common: typeof common;
      admin: typeof admin;
      extension: typeof extension;
      libraryTransfer: typeof libraryTransfer;
      profile: typeof profile;
      publicProfile: typeof publicProfile;
      settings: typeof settings;
      player: typeof player;
      apiTokens: typeof apiTokens;
      pwa: typeof pwa;
      share: typeof share;
      errors: typeof errors;
      landing: typeof landing;
      library: typeof library;
      availability: typeof availability;
    };
  }
}

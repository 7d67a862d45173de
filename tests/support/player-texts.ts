import i18next, { type TFunction } from 'i18next';
import en from '../../web/src/locales/en/player.json';
import ko from '../../web/src/locales/ko/player.json';

/**
 * The player's t() in one language, straight from the catalogs, for the pure helpers that take a
 * translator (spokenClock, skippedNotice), without the SPA's browser-bound i18n setup.
 */
export function playerTexts(language: 'en' | 'ko'): TFunction<'player'> {
  const instance = i18next.createInstance();
  void instance.init({ lng: language, resources: { en: { player: en }, ko: { player: ko } }, ns: ['player'], defaultNS: 'player', initAsync: false });
  return instance.getFixedT(language, 'player');
}

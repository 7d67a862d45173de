import { currentLanguage, type Language } from '../i18n';

/** Spec 1 §9: trending defaults to the United States. */
export const DEFAULT_REGION = 'US';

/**
 * Time zones that name a country unambiguously, for people whose browser language carries no
 * region (spec 1 §9: a map of 12 zones).
 */
export const TIME_ZONE_REGIONS: Readonly<Record<string, string>> = {
  'Asia/Seoul': 'KR',
  'Asia/Tokyo': 'JP',
  'Asia/Kolkata': 'IN',
  'Asia/Singapore': 'SG',
  'Asia/Taipei': 'TW',
  'Europe/London': 'GB',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Madrid': 'ES',
  'America/Sao_Paulo': 'BR',
  'America/Mexico_City': 'MX',
  'Australia/Sydney': 'AU',
};

/** A language alone, when neither the time zone nor the language tag names a region. */
const LANGUAGE_REGIONS: Readonly<Record<string, string>> = {
  ko: 'KR',
  ja: 'JP',
  de: 'DE',
  fr: 'FR',
  hi: 'IN',
  pt: 'BR',
};

const REGION_SUBTAG = /^[A-Z]{2}$/;

function regionOfTag(tag: string): string | null {
  // "ko-KR", "pt_BR", "zh-Hant-TW": the region is a two-letter subtag after the language.
  const parts = tag.replace(/_/g, '-').split('-').slice(1);
  const region = parts.find((part) => REGION_SUBTAG.test(part.toUpperCase()) && part.length === 2);
  return region ? region.toUpperCase() : null;
}

/**
 * The trending region for this browser: the time zone when it names a country, else the region
 * of the first language tag that has one, else a language's home country, else US.
 */
export function detectRegion({ languages, timeZone }: { languages: readonly string[]; timeZone?: string | null }): string {
  if (timeZone && TIME_ZONE_REGIONS[timeZone]) return TIME_ZONE_REGIONS[timeZone];
  for (const tag of languages) {
    const region = regionOfTag(tag);
    if (region) return region;
  }
  for (const tag of languages) {
    const region = LANGUAGE_REGIONS[tag.toLowerCase().split(/[-_]/)[0] ?? ''];
    if (region) return region;
  }
  return DEFAULT_REGION;
}

/** The browser's own inputs to detectRegion. */
export function browserRegion(): string {
  if (typeof navigator === 'undefined') return DEFAULT_REGION;
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectRegion({ languages, timeZone });
}

/** "South Korea" (Korean "대한민국") for KR in the UI language; the code when the browser knows no name. */
export function regionName(code: string, language: Language = currentLanguage()): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

let viewer: string | undefined;
/** browserRegion, asked once per page: where a region-blocked video does not play for this viewer. */
export function viewerRegion(): string {
  return (viewer ??= browserRegion());
}

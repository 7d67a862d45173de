/**
 * Region and language names on the guidance chips. The server's lists (and the edit screen's fixed
 * ones) name them in English, which English keeps word for word; any other UI language names them
 * through Intl.DisplayNames ("KR" → "대한민국", "ja" → "일본어"), falling back to the English name.
 */
function displayName(type: 'region' | 'language', code: string, english: string, language: string): string {
  if (language === 'en') return english;
  try {
    return new Intl.DisplayNames([language], { type, fallback: 'none' }).of(code) ?? english;
  } catch {
    return english; // a code Intl does not know ('iw' is fine, a made-up one is not)
  }
}

export const regionDisplayName = (gl: string, english: string, language: string) => displayName('region', gl, english, language);
export const languageDisplayName = (hl: string, english: string, language: string) => displayName('language', hl, english, language);

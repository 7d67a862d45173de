import { describe, expect, it } from 'vitest';
import { languageDisplayName, regionDisplayName } from '../../web/src/features/admin/lib/display-names';
import { formatShortDate, memberName } from '../../web/src/features/admin/lib/display';
import { GPT_MESSAGES, MEMBER_FORM_MESSAGES, gptError, memberFormMessageKey } from '../../web/src/features/admin/lib/member-form';
import { toggleRegion } from '../../web/src/features/admin/lib/region-selection';
import { ApiError } from '../../web/src/lib/api';
import en from '../../web/src/locales/en/admin.json';

describe('admin screens in English and Korean', () => {
  it("keep the spec's English word for word in the catalog for every form and AI message", () => {
    for (const [key, message] of Object.entries(MEMBER_FORM_MESSAGES)) {
      expect(en.form.errors[key as keyof typeof en.form.errors]).toBe(message);
      expect(memberFormMessageKey(message)).toBe(key);
    }
    for (const [key, message] of Object.entries(GPT_MESSAGES)) expect(en.gpt.errors[key as keyof typeof en.gpt.errors]).toBe(message);
  });

  it('name the AI failure by key, or pass the server text through', () => {
    expect(gptError(new ApiError(429, '429: x', { code: 'RATE_LIMIT_EXCEEDED', message: 'x' }))).toEqual({ key: 'RATE_LIMIT_EXCEEDED' });
    expect(gptError(new ApiError(418, '418: x', { code: 'OTHER', message: 'Server says no' }))).toEqual({ serverMessage: 'Server says no' });
    expect(gptError(new TypeError('fetch failed'))).toEqual({ key: 'network' });
  });

  it('carry a translation key and values on each region notice', () => {
    const next = toggleRegion({ regions: [], languages: [] }, 'KR', ['ko', 'en'], () => '대한민국');
    expect(next.notice).toMatchObject({ key: 'autoSelected', values: { language: 'ko', region: '대한민국' } });
  });

  it('name regions and languages in Korean through Intl, and keep the English names in English', () => {
    expect(regionDisplayName('KR', 'South Korea', 'ko')).toBe('대한민국');
    expect(languageDisplayName('ja', 'Japanese', 'ko')).toBe('일본어');
    expect(regionDisplayName('KR', 'South Korea', 'en')).toBe('South Korea');
  });

  it('format dates and fallbacks in the UI language', () => {
    expect(formatShortDate('2025-01-05T12:00:00.000Z')).toBe('Jan 5, 2025');
    expect(formatShortDate('2025-01-05T12:00:00.000Z', 'ko')).toBe('2025년 1월 5일');
    expect(formatShortDate(null, 'ko', '없음')).toBe('없음');
    expect(memberName({ firstName: null, lastName: null }, '알 수 없는 사용자')).toBe('알 수 없는 사용자');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION, TIME_ZONE_REGIONS, detectRegion, regionName } from '../../web/src/lib/region';

describe('detectRegion', () => {
  it('defaults to the United States', () => {
    expect(DEFAULT_REGION).toBe('US');
    expect(detectRegion({ languages: [], timeZone: 'UTC' })).toBe('US');
    expect(detectRegion({ languages: ['en'], timeZone: undefined })).toBe('US');
  });

  it('knows twelve time zones, Seoul among them', () => {
    expect(Object.keys(TIME_ZONE_REGIONS)).toHaveLength(12);
    expect(detectRegion({ languages: ['en-US'], timeZone: 'Asia/Seoul' })).toBe('KR');
    expect(detectRegion({ languages: ['en-US'], timeZone: 'Europe/Berlin' })).toBe('DE');
  });

  it("uses the language tag's region when the time zone names none", () => {
    expect(detectRegion({ languages: ['ko-KR'], timeZone: 'UTC' })).toBe('KR');
    expect(detectRegion({ languages: ['fr', 'en-GB'], timeZone: 'Europe/Dublin' })).toBe('GB');
    expect(detectRegion({ languages: ['zh-Hant-TW'], timeZone: null })).toBe('TW');
  });

  it('falls back to the home country of a language without a region', () => {
    expect(detectRegion({ languages: ['ja'], timeZone: 'UTC' })).toBe('JP');
  });
});

describe('regionName', () => {
  it('names the region for the trending header', () => {
    expect(regionName('KR')).toBe('South Korea');
    expect(regionName('US')).toBe('United States');
  });
});

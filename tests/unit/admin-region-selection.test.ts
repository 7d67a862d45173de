import { describe, expect, it } from 'vitest';
import { REGION_LANGUAGE, languageForRegion } from '../../web/src/features/admin/lib/region-languages';
import { invalidCode, toggleRegion } from '../../web/src/features/admin/lib/region-selection';
import { gptErrorMessage, sanitizeHandleInput, validateMemberForm } from '../../web/src/features/admin/lib/member-form';
import { ApiError } from '../../web/src/lib/api';

const SUPPORTED = ['en', 'ko', 'ja', 'fr', 'de', 'es', 'pt', 'zh', 'zh-TW'];
const empty = { regions: [], languages: [] };

describe('region → language selection', () => {
  it('covers about 240 regions with two-letter keys', () => {
    expect(Object.keys(REGION_LANGUAGE).length).toBeGreaterThanOrEqual(240);
    expect(Object.keys(REGION_LANGUAGE).every((k) => /^[A-Z]{2}$/.test(k))).toBe(true);
  });

  it('falls back to the base language and reports unsupported ones', () => {
    expect(languageForRegion('HK', SUPPORTED)).toEqual({ mapped: 'zh-HK', supported: 'zh' });
    expect(languageForRegion('TW', SUPPORTED)).toEqual({ mapped: 'zh-TW', supported: 'zh-TW' });
    expect(languageForRegion('ET', SUPPORTED)).toEqual({ mapped: 'am', supported: null });
  });

  it('adds the mapped language with "Languages Auto-Selected"', () => {
    const next = toggleRegion(empty, 'KR', SUPPORTED);
    expect(next).toMatchObject({ regions: ['KR'], languages: ['ko'], notice: { title: 'Languages Auto-Selected' } });
  });

  it('removes it with the region, unless another chosen region still needs it', () => {
    const both = toggleRegion(toggleRegion(empty, 'US', SUPPORTED), 'GB', SUPPORTED);
    expect(both.languages).toEqual(['en']);
    const oneLeft = toggleRegion(both, 'US', SUPPORTED);
    expect(oneLeft).toMatchObject({ regions: ['GB'], languages: ['en'], notice: null });
    expect(toggleRegion(oneLeft, 'GB', SUPPORTED)).toMatchObject({ regions: [], languages: [], notice: { title: 'Languages Auto-Removed' } });
  });

  it('warns in destructive style when the language is not supported', () => {
    const next = toggleRegion(empty, 'ET', SUPPORTED, () => 'Ethiopia');
    expect(next.languages).toEqual([]);
    expect(next.notice).toMatchObject({ title: 'Some Languages Skipped', variant: 'destructive' });
    expect(next.notice!.description).toContain('not supported by the video platform');
  });

  it('accepts codes while the lists load, then checks them', () => {
    expect(invalidCode(['XX'], undefined)).toBeNull();
    expect(invalidCode(['US', 'XX'], ['US'])).toBe('XX');
  });
});

describe('virtual member form rules', () => {
  it('uses the spec messages', () => {
    expect(validateMemberForm({ firstName: ' ', lastName: '', handle: 'ab', title: 'x'.repeat(61), description: '', profileImageUrl: '' })).toEqual({
      firstName: 'First name is required',
      handle: 'Handle must be at least 3 characters',
      title: 'Title must be 60 characters or less',
    });
  });

  it('slugifies the handle as typed, keeping a separator being typed', () => {
    expect(sanitizeHandleInput('Émile Zola')).toBe('emile-zola');
    expect(sanitizeHandleInput('mina ')).toBe('mina-');
    expect(sanitizeHandleInput('--A--b--')).toBe('a-b-');
  });

  it('maps AI error codes to the spec texts', () => {
    expect(gptErrorMessage(new ApiError(429, '429: x', { code: 'RATE_LIMIT_EXCEEDED', message: 'x' }))).toBe('Too many requests. Please wait a minute before trying again');
    expect(gptErrorMessage(new ApiError(418, '418: x', { code: 'OTHER', message: 'Server says no' }))).toBe('Server says no');
    expect(gptErrorMessage(new TypeError('fetch failed'))).toBe('Network connection lost. Please check your internet and try again');
    expect(gptErrorMessage(new Error('x'), true)).toBe('Failed to generate profile. Please try again');
  });
});

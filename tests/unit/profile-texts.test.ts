import { describe, expect, it } from 'vitest';
import { displayNameOf, titleLengthHint, toStoredText, validateProfileTexts } from '../../web/src/features/profile/lib/profile-texts.ts';

describe('the profile form', () => {
  it('accepts a 60-character title and a 500-character description', () => {
    expect(validateProfileTexts('t'.repeat(60), 'd'.repeat(500))).toEqual({});
  });

  it('refuses a 61-character title and a 501-character description with the spec messages', () => {
    expect(validateProfileTexts('t'.repeat(61), 'd'.repeat(501))).toEqual({
      title: 'Title must be 60 characters or less',
      description: 'Description must be 500 characters or less',
    });
  });

  it('marks 50 to 60 title characters as the recommended length', () => {
    expect(titleLengthHint(49)).toBe('short');
    expect(titleLengthHint(50)).toBe('recommended');
    expect(titleLengthHint(60)).toBe('recommended');
    expect(titleLengthHint(61)).toBe('over');
  });

  it('sends trimmed texts, and an empty one as null', () => {
    expect(toStoredText('  Hello ')).toBe('Hello');
    expect(toStoredText('   ')).toBeNull();
  });

  it('names the user by first and last name, else the e-mail, else Unknown User', () => {
    expect(displayNameOf({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.org' })).toBe('Ada Lovelace');
    expect(displayNameOf({ firstName: null, lastName: null, email: 'a@x.org' })).toBe('a@x.org');
    expect(displayNameOf({ firstName: null, lastName: null, email: null })).toBe('Unknown User');
  });
});

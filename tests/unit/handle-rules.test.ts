import { describe, expect, it } from 'vitest';
import { handleProblem, sanitizeSettingsHandle, slugifyHandle } from '../../functions/schemas/handle-rules.ts';

describe('handle rules', () => {
  it('keeps only lowercase letters, digits, hyphen and underscore in the settings editor', () => {
    expect(sanitizeSettingsHandle('Jane.Doe_99 -x!')).toBe('janedoe_99-x');
  });

  it('keeps letters of other scripts in the settings editor, so a look-alike is refused rather than dropped', () => {
    expect(sanitizeSettingsHandle('\u0410lice')).toBe('\u0430lice');
    expect(handleProblem(sanitizeSettingsHandle('\u0430lice'))).toBe('invalid_characters');
    expect(handleProblem(sanitizeSettingsHandle('Adm\u00edn'))).toBe('invalid_characters');
  });

  it.each(['_headers', 'downloads', 'icons', 'index', 'landing', 'theme-init', 'manifest', 'well-known'])('reserves %j, a name the site serves', (name) => {
    expect(handleProblem(sanitizeSettingsHandle(name))).toBe('reserved');
  });

  it('slugifies a create-member handle: accents removed, other characters become one hyphen, trimmed, cut to 30', () => {
    expect(slugifyHandle('  Élodie  Müller!! ')).toBe('elodie-muller');
    expect(slugifyHandle('a'.repeat(40))).toHaveLength(30);
    expect(slugifyHandle('abc' + ' '.repeat(26) + 'def')).toBe('abc-def');
  });

  it('never ends a cut handle with a hyphen', () => {
    expect(slugifyHandle('x'.repeat(29) + ' yz')).toBe('x'.repeat(29));
  });

  it('names the problem of a handle, or none', () => {
    expect(handleProblem('')).toBe('empty');
    expect(handleProblem('ab')).toBe('too_short');
    expect(handleProblem('a'.repeat(31))).toBe('too_long');
    expect(handleProblem('Abc')).toBe('invalid_characters');
    expect(handleProblem('settings')).toBe('reserved');
    expect(handleProblem('jane_doe-1')).toBeNull();
  });
});

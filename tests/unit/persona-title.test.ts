import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitTitle, generatedTitle } from '../../functions/lib/persona-title.ts';

describe('persona titles', () => {
  it('always lands between 50 and 60 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 40 }), fc.string({ maxLength: 80 }), (title, name, topics) => {
        const t = fitTitle(title, { name, topics });
        return t.length >= 50 && t.length <= 60;
      }),
    );
  });

  it('keeps a fitting title as it is and cuts a long one at a word boundary', () => {
    const fine = 'Street food and home cooking videos, picked by Mina Park';
    expect(fitTitle(fine, { name: 'Mina', topics: 'Food' })).toBe(fine);
    const long = 'The very best street food and home cooking videos from all over Korea and Japan';
    const cut = fitTitle(long, { name: 'Mina', topics: 'Food' });
    expect(long.startsWith(cut)).toBe(true);
    expect(long[cut.length]).toBe(' ');
  });

  it('generates one from the name and topics', () => {
    const t = generatedTitle({ name: 'Mina Park', topics: 'Street Food, Baking' });
    expect(t).toContain('Mina Park');
    expect(t.length).toBeGreaterThanOrEqual(50);
  });
});

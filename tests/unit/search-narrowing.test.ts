import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { narrowedSearchPiece } from '../../db/queries/search-narrowing.ts';

/** 40 texts like the bench's: every one has "channel", one in 40 has "kombucha". */
const sample = Array.from({ length: 40 }, (_, i) => `pasta lesson ${i} ${i === 7 ? 'remember the kombucha starter ' : ''}channel ${i % 5} all about tokyo`);

describe('narrowedSearchPiece', () => {
  it('leaves out a trigram found in most texts and keeps the longest run of rare ones', () => {
    // "cha" is in every text ("channel"): looked up, it costs a step into a table-sized tree per candidate.
    expect(narrowedSearchPiece('kombucha', sample)).toBe('kombuch');
    expect(narrowedSearchPiece('KombUCHA', sample)).toBe('kombuch');
  });

  it('picks the longer of two rare runs around a frequent trigram', () => {
    // "les" and "ess" are frequent (from "lesson"): "xylesszzzzz" splits into "xyl" and "sszzzzz".
    expect(narrowedSearchPiece('xylesszzzzz', sample)).toBe('sszzzzz');
  });

  it('looks up the whole term when all of its trigrams are rare, or none is', () => {
    expect(narrowedSearchPiece('sourdough', sample)).toBeNull();
    expect(narrowedSearchPiece('channel', sample)).toBeNull();
  });

  it('narrows only a plain ASCII word of 4 or more characters, with a sample large enough to tell', () => {
    expect(narrowedSearchPiece('kom', sample)).toBeNull();
    expect(narrowedSearchPiece('kombucha starter', sample)).toBeNull();
    expect(narrowedSearchPiece('kombucha%', sample)).toBeNull();
    expect(narrowedSearchPiece('kömbucha', sample)).toBeNull();
    expect(narrowedSearchPiece('kombucha', sample.slice(0, 19))).toBeNull();
    expect(narrowedSearchPiece('kombucha', [])).toBeNull();
  });

  it('always gives a piece of the lowercased term at least 3 characters long, so its rows include every match', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), fc.array(fc.stringMatching(/^[a-z0-9 ]{0,60}$/), { maxLength: 60 }), (term, texts) => {
        const piece = narrowedSearchPiece(term, texts);
        if (piece === null) return;
        expect(piece.length).toBeGreaterThanOrEqual(3);
        expect(term.toLowerCase()).toContain(piece);
      }),
    );
  });
});

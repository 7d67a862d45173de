import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseSearchPlan, narrowedSearchPiece, rarestTrigram } from '../../db/queries/search-narrowing.ts';

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

describe('rarestTrigram', () => {
  it('is the trigram of the term in the fewest sampled texts, for a plain ASCII word only', () => {
    // "cha" is in every text, "kom" in none.
    expect(rarestTrigram('kombucha', sample)).toBe('kom');
    expect(rarestTrigram('ChaNNEL', sample)).toBe('cha');
    expect(rarestTrigram('kom', sample)).toBeNull();
    expect(rarestTrigram('김치찌개', sample)).toBeNull();
    expect(rarestTrigram('kombucha', sample.slice(0, 19))).toBeNull();
  });
});

describe('chooseSearchPlan', () => {
  // 100 sampled texts: "sourdough" in 20, "ferment" in 1, "김치 찌개" in 5, "kefir" in none.
  const texts = Array.from({ length: 100 }, (_, i) =>
    [i % 5 === 0 ? 'sourdough lesson' : 'pasta lesson', i === 7 ? 'ferment' : '', i % 20 === 3 ? '김치 찌개' : '', `channel ${i}`].join(' '),
  );

  it('walks the sort index for a term in a fifth of the rows, at any table size', () => {
    for (const rows of [10_000, 100_000, 1_000_000]) expect(chooseSearchPlan('Sourdough', { texts, rows }, 20)).toEqual({ kind: 'walk' });
  });

  it('reads the trigram index for a term in no sampled row, with its rare piece', () => {
    expect(chooseSearchPlan('kefir', { texts, rows: 1_000_000 }, 20)).toEqual({ kind: 'trigram', piece: null });
    // "cha" is in every sampled text ("channel").
    expect(chooseSearchPlan('kombucha', { texts, rows: 1_000_000 }, 20)).toEqual({ kind: 'trigram', piece: 'kombuch' });
  });

  it('walks for a term in 1% of the rows only where the table is large enough that a page comes sooner than the matches', () => {
    expect(chooseSearchPlan('ferment', { texts, rows: 20_000 }, 20)).toEqual({ kind: 'trigram', piece: null });
    expect(chooseSearchPlan('ferment', { texts, rows: 1_000_000 }, 20)).toEqual({ kind: 'walk' });
  });

  it('walks for a term in 1% of 100,000 rows, where its 1,000 matches cost more than the 2,000 rows a walk checks', () => {
    // A walked row costs about a quarter of a matched one (WALK_ROW_COST).
    expect(chooseSearchPlan('ferment', { texts, rows: 100_000 }, 20)).toEqual({ kind: 'walk' });
  });

  it('walks for a term of one or two characters (no trigram of its own), sample or not', () => {
    expect(chooseSearchPlan('zq', { texts, rows: 1_000_000 }, 20)).toEqual({ kind: 'walk' });
    expect(chooseSearchPlan('김치', { texts: [], rows: 0 }, 20)).toEqual({ kind: 'walk' });
  });

  it('counts a non-Latin term by its share like any other', () => {
    expect(chooseSearchPlan('김치 찌개', { texts, rows: 1_000_000 }, 20)).toEqual({ kind: 'walk' });
    expect(chooseSearchPlan('김치 찌개', { texts, rows: 1_000 }, 20)).toEqual({ kind: 'trigram', piece: null });
  });

  it('reads a term in 1% of the rows in windows of the sort key, at every table size, where the query allows', () => {
    // A walk would check 2,000 rows on average, and every row down to the matches where the term
    // is absent from the newest; the trigram index alone would read and sort every match.
    // The first window holds the 2,000 rows a page needs on average, 1.5 times over; from 200,000 rows
    // on, as many as building the term's bitmap costs (2.8 rows of range per match).
    for (const [rows, window] of [
      [20_000, 3000],
      [200_000, 5600],
      [2_000_000, 56_000],
    ]) {
      // Each window looks up the term's rarest trigram ("fer": the first of those in 1 text) and checks the term.
      // On the 'recent' sort, windows of periods are sized to the 2,000 rows a page needs, 1.5 times over.
      expect(chooseSearchPlan('ferment', { texts, rows }, 20, { windows: true })).toEqual({ kind: 'window', piece: 'fer', rows: window, trigram: 'fer', pageRows: 3000 });
    }
  });

  it('still walks for a frequent term and reads the trigram index for a rare one where windows are allowed', () => {
    for (const rows of [20_000, 2_000_000]) expect(chooseSearchPlan('sourdough', { texts, rows }, 20, { windows: true })).toEqual({ kind: 'walk' });
    expect(chooseSearchPlan('김치 찌개', { texts, rows: 2_000_000 }, 20, { windows: true })).toEqual({ kind: 'walk' });
    expect(chooseSearchPlan('kombucha', { texts, rows: 2_000_000 }, 20, { windows: true })).toEqual({ kind: 'trigram', piece: 'kombuch' });
    // One sampled row in 2,000 of a 100,000-row table: 50 matches cost less than a window of 80,000 rows.
    const rareTexts = [...Array.from({ length: 1999 }, (_, i) => `pasta lesson ${i}`), 'ferment'];
    expect(chooseSearchPlan('ferment', { texts: rareTexts, rows: 100_000 }, 20, { windows: true })).toEqual({ kind: 'trigram', piece: null });
  });

  it('leaves the plan to Postgres without a sample', () => {
    expect(chooseSearchPlan('sourdough', { texts: [], rows: 0 }, 20)).toEqual({ kind: 'planner' });
  });

  it('names no trigram for windows of a term that is not a plain ASCII word (the search keys index holds only those)', () => {
    // "김치" in 5 of 100 texts, "ferment 김치" in none: a term in 1% needs one of its own.
    const korean = texts.map((text, i) => (i === 9 ? `${text} 된장찌개` : text));
    expect(chooseSearchPlan('된장찌개', { texts: korean, rows: 2_000_000 }, 20, { windows: true })).toMatchObject({ kind: 'window', trigram: null, piece: null });
  });
});

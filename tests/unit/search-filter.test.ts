import { describe, expect, it } from 'vitest';
import { planInCategory } from '../../db/queries/search-filter.ts';

// The table's sample: "김치찌개" in 1 text in 20 (5%), "sourdough" in 1 in 5, "ferment" in 1 in 100.
const tableTexts = Array.from({ length: 100 }, (_, i) =>
  [i % 5 === 0 ? 'sourdough lesson' : 'pasta lesson', i % 20 === 7 ? '김치찌개 레시피' : '', i === 3 ? 'ferment' : '', `channel ${i}`].join(' '),
);
const table = { texts: tableTexts, rows: 200_000 };
// A category of 26,667 of the owner's 100,000 rows: "sourdough" in 1 sampled row in 5, "김치찌개" in none.
const category = { texts: Array.from({ length: 200 }, (_, i) => `${i % 5 === 0 ? 'sourdough' : 'pasta'} lesson ${i}`), rows: 26_667, ownerRows: 100_000 };

describe('planInCategory', () => {
  it('reads the trigram shape for a term in none of the category\'s sampled rows, which a walk would look for in the whole library', () => {
    // The walk: 100,000 rows; the term's rows in the table: 10,000 (each costs 4 walked rows).
    expect(planInCategory({ kind: 'walk' }, '김치찌개', table, category, 20)).toEqual({ kind: 'trigram', piece: null });
  });

  it('keeps the walk for a term the category holds often enough that a page comes sooner than its rows', () => {
    // 20 / (1/5) / (26,667 / 100,000): about 375 rows walked.
    expect(planInCategory({ kind: 'walk' }, 'Sourdough', table, category, 20)).toEqual({ kind: 'walk' });
  });

  it('reads the smaller of the term\'s rows and the category\'s where either costs less than the walk, and walks otherwise', () => {
    const small = { texts: category.texts.slice(0, 40), rows: 40, ownerRows: 300 };
    // 300 rows walked cost 75 against the category's 40 rows (the term's in the table: 10,000); 100 walked cost 25.
    expect(planInCategory({ kind: 'walk' }, '김치찌개', table, small, 20)).toEqual({ kind: 'trigram', piece: null });
    expect(planInCategory({ kind: 'walk' }, '김치찌개', table, { ...small, ownerRows: 100 }, 20)).toEqual({ kind: 'walk' });
  });

  it('trusts a sample of a small category only when it holds the whole category, and never reads a term of one or two characters from the trigram index', () => {
    const few = { texts: category.texts.slice(0, 10), rows: 500, ownerRows: 100_000 };
    expect(planInCategory({ kind: 'walk' }, '김치찌개', table, few, 20)).toEqual({ kind: 'walk' });
    expect(planInCategory({ kind: 'walk' }, '김치찌개', table, { ...few, rows: 10 }, 20)).toEqual({ kind: 'trigram', piece: null });
    expect(planInCategory({ kind: 'walk' }, '김치', table, category, 20)).toEqual({ kind: 'walk' });
  });

  it('leaves every plan but a walk as it is', () => {
    const window = { kind: 'window', piece: 'fer', rows: 3000, trigram: 'fer', pageRows: 3000 } as const;
    expect(planInCategory(window, 'ferment', table, category, 20)).toBe(window);
    expect(planInCategory({ kind: 'planner' }, '김치찌개', table, category, 20)).toEqual({ kind: 'planner' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  canCreateCategory,
  isAtLimit,
  limitBanner,
  LIMIT_REACHED_TEXT,
  moveById,
  reorderPayload,
  splitCategories,
  validateCategoryName,
} from '../../web/src/features/categories/lib/category-rules';

const list = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('category names', () => {
  it('trims the name', () => {
    expect(validateCategoryName('  Music  ')).toEqual({ ok: true, name: 'Music' });
  });

  it('refuses an empty or blank name with the spec message', () => {
    expect(validateCategoryName('')).toEqual({ ok: false, error: 'Category name is required.' });
    expect(validateCategoryName('   ')).toEqual({ ok: false, error: 'Category name is required.' });
  });
});

describe('the limit of 10 categories', () => {
  it('counts 10 as reached and 9 as not', () => {
    expect(isAtLimit(9)).toBe(false);
    expect(isAtLimit(10)).toBe(true);
    expect(isAtLimit(11)).toBe(true);
  });

  it('enables Create only with a name and room left', () => {
    expect(canCreateCategory('Music', 9)).toBe(true);
    expect(canCreateCategory('  ', 0)).toBe(false);
    expect(canCreateCategory('Music', 10)).toBe(false);
  });

  it('words the banner and the message as the spec does', () => {
    expect(limitBanner(10)).toBe('You have 10 categories. The limit is 10. Delete some to add new ones.');
    expect(LIMIT_REACHED_TEXT).toBe('You have reached the maximum of 10 categories. Delete some categories to add new ones.');
  });
});

describe('reordering', () => {
  it('moves an item down to where it was dropped', () => {
    expect(ids(moveById(list, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves an item up to where it was dropped', () => {
    expect(ids(moveById(list, 'd', 'a'))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('leaves the order alone when dropped on itself, outside the list or on an unknown id', () => {
    expect(ids(moveById(list, 'b', 'b'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveById(list, 'b', null))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveById(list, 'x', 'a'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not change the list it was given', () => {
    moveById(list, 'a', 'd');
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sends each category with its position as order', () => {
    expect(reorderPayload(moveById(list, 'c', 'a'))).toEqual([
      { id: 'c', order: 0 },
      { id: 'a', order: 1 },
      { id: 'b', order: 2 },
      { id: 'd', order: 3 },
    ]);
  });
});

describe('own and subscribed categories', () => {
  it('keeps own categories in display order and subscribed ones apart', () => {
    const all = [
      { id: 'o2', isSubscribed: false, displayOrder: 2 },
      { id: 's1', isSubscribed: true, displayOrder: 0 },
      { id: 'o1', isSubscribed: false, displayOrder: 1 },
    ];
    const { own, subscribed } = splitCategories(all);
    expect(ids(own)).toEqual(['o1', 'o2']);
    expect(ids(subscribed)).toEqual(['s1']);
  });
});

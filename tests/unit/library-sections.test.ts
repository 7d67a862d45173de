import { describe, expect, it } from 'vitest';
import { UNCATEGORIZED_SECTION_ID, groupIntoSections } from '../../web/src/features/bookmarks/lib/sections';

const music = { id: 'm', name: 'Music', color: '#ef4444' };
const cooking = { id: 'c', name: 'Cooking', color: '#22c55e' };
const travel = { id: 't', name: 'Travel', color: '#3b82f6' };

const bookmark = (id: string, ...categories: (typeof music)[]) => ({ id, categories });

describe('groupIntoSections', () => {
  it('makes one section per category in display order, then Uncategorized', () => {
    const list = [bookmark('1', music), bookmark('2'), bookmark('3', cooking), bookmark('4', music)];
    const sections = groupIntoSections(list, [cooking, music, travel]);
    expect(sections.map((s) => s.name)).toEqual(['Cooking', 'Music', 'Uncategorized']);
    expect(sections[1]!.bookmarks.map((b) => b.id)).toEqual(['1', '4']);
    expect(sections[2]!.id).toBe(UNCATEGORIZED_SECTION_ID);
    expect(sections[2]!.color).toBeNull();
  });

  it('shows a bookmark with two categories in both sections', () => {
    const sections = groupIntoSections([bookmark('1', music, cooking)], [music, cooking]);
    expect(sections.map((s) => s.bookmarks.map((b) => b.id))).toEqual([['1'], ['1']]);
  });

  it('leaves out categories without bookmarks and adds no Uncategorized section when none are', () => {
    expect(groupIntoSections([bookmark('1', travel)], [music, travel]).map((s) => s.name)).toEqual(['Travel']);
  });

  it('still shows a category the category list does not know yet, after the known ones', () => {
    const unknown = { id: 'x', name: 'New', color: '#000000' };
    const sections = groupIntoSections([bookmark('1', unknown), bookmark('2', music)], [music]);
    expect(sections.map((s) => s.name)).toEqual(['Music', 'New']);
  });

  it("counts a section by its category's real size, not the loaded page", () => {
    const sections = groupIntoSections([bookmark('1', music), bookmark('2')], [{ ...music, bookmarkCount: 10 }]);
    expect(sections.map((s) => [s.name, s.count, s.bookmarks.length])).toEqual([
      ['Music', 10, 1],
      ['Uncategorized', 1, 1],
    ]);
  });

  it('never counts fewer than the loaded bookmarks when the category list is stale', () => {
    const sections = groupIntoSections([bookmark('1', music), bookmark('2', music)], [{ ...music, bookmarkCount: 1 }]);
    expect(sections[0]!.count).toBe(2);
  });
});

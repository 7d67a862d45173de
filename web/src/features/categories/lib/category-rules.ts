/**
 * The category rules of spec 1 §5 and §9, free of React so they can be tested on their own.
 * The server enforces the same limit (CATEGORY_LIMIT_REACHED); the screen only explains it early.
 */

/** Own plus subscribed categories must stay below this to create or subscribe to another. */
export const CATEGORY_LIMIT = 10;

export const NAME_REQUIRED = 'Category name is required.';
export const LIMIT_REACHED_TEXT = 'You have reached the maximum of 10 categories. Delete some categories to add new ones.';
export const LIMIT_REACHED_TOAST = 'Maximum 10 categories allowed. Delete some categories to add new ones.';

/** The banner shown once the limit is reached. */
export function limitBanner(count: number): string {
  return `You have ${count} categories. The limit is ${CATEGORY_LIMIT}. Delete some to add new ones.`;
}

export function isAtLimit(count: number): boolean {
  return count >= CATEGORY_LIMIT;
}

/** The trimmed name, or the validation message when nothing is left after trimming. */
export function validateCategoryName(raw: string): { ok: true; name: string } | { ok: false; error: string } {
  const name = raw.trim();
  return name ? { ok: true, name } : { ok: false, error: NAME_REQUIRED };
}

/** Create is enabled only with a name and room for one more category. */
export function canCreateCategory(rawName: string, count: number): boolean {
  return rawName.trim().length > 0 && !isAtLimit(count);
}

interface Identified {
  id: string;
}

/** The list with `activeId` moved to where `overId` is; the same list when either is missing. */
export function moveById<T extends Identified>(list: readonly T[], activeId: string, overId: string | null | undefined): T[] {
  const from = list.findIndex((item) => item.id === activeId);
  const to = overId ? list.findIndex((item) => item.id === overId) : -1;
  if (from < 0 || to < 0 || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The PUT /api/categories/reorder body: each category's position as its order. */
export function reorderPayload(list: readonly Identified[]): { id: string; order: number }[] {
  return list.map((item, index) => ({ id: item.id, order: index }));
}

/** Own categories (editable, in display order) and subscribed ones (read-only). */
export function splitCategories<T extends { isSubscribed: boolean; displayOrder: number }>(list: readonly T[]): { own: T[]; subscribed: T[] } {
  const own = list.filter((c) => !c.isSubscribed).sort((a, b) => a.displayOrder - b.displayOrder);
  const subscribed = list.filter((c) => c.isSubscribed);
  return { own, subscribed };
}

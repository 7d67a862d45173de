import type { Category } from '../../db/schema.ts';
import type { CategoryView } from '../schemas/responses.ts';

/** A category row as the API shows it; `owner` names whose it is when the viewer subscribes to it. */
export function toCategoryView(c: Category, bookmarkCount: number, owner?: CategoryView['owner']): CategoryView {
  return {
    id: c.id,
    name: c.name,
    color: c.color,
    isPublic: c.isPublic,
    subscribable: c.subscribable,
    displayOrder: c.displayOrder,
    createdAt: c.createdAt.toISOString(),
    bookmarkCount,
    isSubscribed: owner !== undefined,
    ...(owner ? { owner } : {}),
  };
}

import { closestCenter, DndContext } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import type { Category } from '../../../lib/models';
import type { useCategoryReorder } from '../hooks/use-category-reorder';

const LAYOUTS = {
  grid: { strategy: rectSortingStrategy, className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' },
  list: { strategy: verticalListSortingStrategy, className: 'flex flex-col gap-2' },
} as const;

/**
 * The own categories as a list the pointer and the keyboard can reorder (the /categories grid and
 * the Manage Categories list); each item is the caller's, a sortable `<li>`.
 */
export function SortableCategories(props: {
  categories: Category[];
  reorder: ReturnType<typeof useCategoryReorder>;
  layout: keyof typeof LAYOUTS;
  children: (category: Category) => ReactNode;
}) {
  const { strategy, className } = LAYOUTS[props.layout];
  const { reorder } = props;
  return (
    <DndContext sensors={reorder.sensors} collisionDetection={closestCenter} accessibility={reorder.accessibility} onDragEnd={reorder.onDragEnd}>
      <SortableContext items={props.categories.map((c) => c.id)} strategy={strategy}>
        <ul className={className}>{props.categories.map(props.children)}</ul>
      </SortableContext>
    </DndContext>
  );
}

import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { mutate } from 'swr';
import type { Category } from '../../../lib/models';
import { CATEGORIES_WITH_SUBSCRIPTIONS_KEY } from '../api';
import { reorderCategories } from '../mutations';
import { moveById, reorderPayload } from '../lib/category-rules';
import { useTranslation } from 'react-i18next';

/**
 * Drag-and-drop reordering of the own categories (spec 1 §4: subscribed ones never move).
 * Pointer drags start after 5 px so a click on the handle stays a click; the keyboard works from
 * a focused handle: space lifts, arrow keys move to the neighbouring slot, space drops, Escape
 * cancels. The new order shows at once (written into the SWR cache) and rolls back on failure.
 */
export function useCategoryReorder(own: Category[], subscribed: Category[]) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const { t } = useTranslation('categories');
  const nameOf = (id: UniqueIdentifier | undefined) => own.find((c) => c.id === id)?.name ?? t('reorder.fallbackName');
  const positionOf = (id: UniqueIdentifier | undefined) => own.findIndex((c) => c.id === id) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('reorder.pickedUp', { name: nameOf(active.id), position: positionOf(active.id), total: own.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('reorder.movedTo', { name: nameOf(active.id), position: positionOf(over.id), total: own.length })
        : t('reorder.notOver', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('reorder.droppedAt', { name: nameOf(active.id), position: positionOf(over.id), total: own.length })
        : t('reorder.dropped', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('reorder.cancelled', { name: nameOf(active.id) }),
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const next = moveById(own, String(active.id), over ? String(over.id) : null);
    if (next.every((c, index) => c.id === own[index]?.id)) return;
    const withOrder = next.map((c, index) => ({ ...c, displayOrder: index }));
    await mutate(CATEGORIES_WITH_SUBSCRIPTIONS_KEY, [...withOrder, ...subscribed], { revalidate: false });
    try {
      await reorderCategories(reorderPayload(next));
    } catch {
      await mutate(CATEGORIES_WITH_SUBSCRIPTIONS_KEY); // back to the server's order
    }
  };

  return {
    sensors,
    accessibility: {
      announcements,
      screenReaderInstructions: {
        draggable: t('reorder.instructions'),
      },
    },
    onDragEnd: (event: DragEndEvent) => void onDragEnd(event),
  };
}

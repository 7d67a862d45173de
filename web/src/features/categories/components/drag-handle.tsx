import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { LOCAL_ESCAPE } from '../../../components/ui/dialog';
import { GripVerticalIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

interface DragHandleProps {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setRef(element: HTMLElement | null): void;
  className?: string;
}

/**
 * The only place a category can be grabbed, so the rest of a row or card stays clickable and
 * scrolls normally on touch screens. Focus it and press space to lift with the keyboard.
 */
export function DragHandle({ label, attributes, listeners, setRef, className }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={setRef}
      {...attributes}
      {...listeners}
      // While lifted, Escape cancels the move rather than closing a surrounding dialog.
      {...(attributes['aria-pressed'] ? LOCAL_ESCAPE : {})}
      aria-label={label}
      className={cn(
        'flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-zinc-400 transition-colors',
        'hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-brand-500 active:cursor-grabbing',
        'dark:text-zinc-500 dark:hover:bg-zinc-800 dark:hover:text-zinc-200',
        className,
      )}
    >
      <GripVerticalIcon className="size-4" />
    </button>
  );
}

import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/useT';

/** Rows move up and down only (what `@dnd-kit/modifiers` does, without the extra package). */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** Off for users who may not reorder: rows render the same, without dragging. */
  disabled?: boolean;
  /** A row was dropped on another's place. */
  onMove: (activeId: number, overId: number) => void;
  children: ReactNode;
  /** Names the list for screen readers' drag announcements. */
  itemName: 'task' | 'subtask';
}

/**
 * A vertical drag-sortable list (tasks, and the subtasks inside a card). Rows come from `SortableRow`; they are
 * dragged by their handle with the mouse, a finger, or the keyboard (focus the handle, Space, arrows, Space).
 */
export function SortableList<T extends { id: number }>({
  items,
  disabled,
  onMove,
  children,
  itemName,
}: SortableListProps<T>) {
  const t = useT();
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={handleDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: t('tasks.dragInstructions', { item: itemName }),
        },
      }}
    >
      <SortableContext
        items={items.map((item) => item.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

/** What a row hands its drag handle: the attributes and listeners that make it draggable. */
export interface DragHandleProps {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  disabled: boolean;
}

/** The drag animation takes 200 ms: quick, yet the eye can follow the row. */
const MOVE_TRANSITION = { duration: 200, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' };

/** One row of a `SortableList`; `children` gets the handle's props, so only the handle starts a drag. */
export function SortableRow({
  id,
  disabled = false,
  children,
}: {
  id: number;
  disabled?: boolean;
  children: (handle: DragHandleProps) => ReactNode;
}) {
  const sortable = useSortable({ id, disabled, transition: MOVE_TRANSITION });
  return (
    <div
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
        opacity: sortable.isDragging ? 0.85 : undefined,
      }}
    >
      {children({
        attributes: sortable.attributes,
        listeners: sortable.listeners,
        setActivatorNodeRef: sortable.setActivatorNodeRef,
        disabled,
      })}
    </div>
  );
}

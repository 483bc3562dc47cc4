import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { DragHandleProps } from './SortableRow';

/** The grip a row is dragged by; a keyboard user focuses it and moves the row with Space and the arrows. */
export function DragHandle({ handle, label }: { handle: DragHandleProps; label: string }) {
  if (handle.disabled) return null;
  return (
    <ActionIcon
      ref={handle.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      {...handle.attributes}
      {...handle.listeners}
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
}

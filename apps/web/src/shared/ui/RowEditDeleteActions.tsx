import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowEditDeleteActionsProps {
  /** Names the row in the buttons' accessible names: 'Edit {label}', 'Delete {label}'. */
  label: string;
  /** Leave out to hide Edit (the user lacks the grant). */
  onEdit?: () => void;
  /** Leave out to hide Delete (the user lacks the grant). */
  onDelete?: () => void;
}

/** A table row's Edit and Delete icon buttons, right-aligned, each with its tooltip. */
export function RowEditDeleteActions({ label, onEdit, onDelete }: RowEditDeleteActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onEdit && (
        <Tooltip label="Edit" withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${label}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label="Delete" withArrow>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${label}`} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

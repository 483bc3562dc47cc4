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
  const actions = [
    { verb: 'Edit', color: 'gray', icon: <IconPencil size={18} />, onClick: onEdit },
    { verb: 'Delete', color: 'red', icon: <IconTrash size={18} />, onClick: onDelete },
  ];
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.map(
        ({ verb, color, icon, onClick }) =>
          onClick && (
            <Tooltip key={verb} label={verb} withArrow>
              <ActionIcon variant="subtle" color={color} aria-label={`${verb} ${label}`} onClick={onClick}>
                {icon}
              </ActionIcon>
            </Tooltip>
          ),
      )}
    </Group>
  );
}

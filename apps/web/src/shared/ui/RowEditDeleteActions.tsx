import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useT } from '../i18n/useT';

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
  const t = useT();
  const actions = [
    {
      verb: t('common.edit'),
      name: t('common.editNamed', { name: label }),
      color: 'gray',
      icon: <IconPencil size={18} />,
      onClick: onEdit,
    },
    {
      verb: t('common.delete'),
      name: t('common.deleteNamed', { name: label }),
      color: 'red',
      icon: <IconTrash size={18} />,
      onClick: onDelete,
    },
  ];
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.map(
        ({ verb, name, color, icon, onClick }) =>
          onClick && (
            <Tooltip key={verb} label={verb} withArrow>
              <ActionIcon variant="subtle" color={color} aria-label={name} onClick={onClick}>
                {icon}
              </ActionIcon>
            </Tooltip>
          ),
      )}
    </Group>
  );
}

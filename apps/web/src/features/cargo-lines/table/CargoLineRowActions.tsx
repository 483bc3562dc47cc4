import type { CargoLine } from '@freight/domain';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

interface CargoLineRowActionsProps {
  item: CargoLine;
  /** Left out without the grant: no Edit and no full form. */
  onEdit?: (item: CargoLine) => void;
  onDelete?: (item: CargoLine) => void;
}

/** A cargo line's Edit (in the modal), Open in the full form, and Delete. */
export function CargoLineRowActions({ item, onEdit, onDelete }: CargoLineRowActionsProps) {
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      {onEdit && (
        <Tooltip label="Edit" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Edit ${item.name}`}
            onClick={() => onEdit(item)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {onEdit && (
        <Tooltip label="Open full form" withArrow>
          <ActionIcon
            component={Link}
            to={`/box-items/${item.id}/edit?quotationId=${item.quotation_id}`}
            variant="subtle"
            color="gray"
            aria-label={`Open ${item.name} in the full form`}
          >
            <IconExternalLink size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label="Delete" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${item.name}`}
            onClick={() => onDelete(item)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

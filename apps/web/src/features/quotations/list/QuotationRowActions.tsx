import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCopy, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

interface QuotationRowActionsProps {
  id: number;
  /** The Approve tooltip, e.g. "Approve: Mark as Working"; null hides Approve (Active, Completed, Cancelled). */
  approveHint: string | null;
  can: { edit: boolean; create: boolean; delete: boolean };
  busy: boolean;
  onApprove: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** View, Approve, Edit, Duplicate and Delete for one row; actions the user may not take are not shown. */
export function QuotationRowActions({
  id,
  approveHint,
  can,
  busy,
  onApprove,
  onDuplicate,
  onDelete,
}: QuotationRowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="View" withArrow openDelay={300}>
        <ActionIcon component={Link} to={`/quotations/${id}`} variant="subtle" color="gray" aria-label="View">
          <IconEye size={18} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      {approveHint && can.edit && (
        <Tooltip label={approveHint} withArrow openDelay={300}>
          <ActionIcon variant="subtle" color="green" aria-label="Approve" onClick={onApprove} disabled={busy}>
            <IconCircleCheck size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      )}
      {can.edit && (
        <Tooltip label="Edit" withArrow openDelay={300}>
          <ActionIcon
            component={Link}
            to={`/quotations/${id}/edit`}
            variant="subtle"
            color="gray"
            aria-label="Edit"
          >
            <IconPencil size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      )}
      {can.create && (
        <Tooltip label="Duplicate" withArrow openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Duplicate"
            onClick={onDuplicate}
            disabled={busy}
          >
            <IconCopy size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      )}
      {can.delete && (
        <Tooltip label="Delete" withArrow openDelay={300}>
          <ActionIcon variant="subtle" color="red" aria-label="Delete" onClick={onDelete} disabled={busy}>
            <IconTrash size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

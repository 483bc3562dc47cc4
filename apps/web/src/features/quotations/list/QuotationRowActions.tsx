import { ActionIcon, type ActionIconProps, Group, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCopy, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/useT';

interface QuotationRowActionsProps {
  id: number;
  /** The Approve tooltip, e.g. "Approve: Mark as Working"; null hides Approve (Active, Completed, Cancelled). */
  approveHint: string | null;
  can: { edit: boolean; create: boolean; delete: boolean };
  busy: boolean;
  /** Why Delete is refused for this row (an accepted quote): shown disabled, with the reason as its tooltip. */
  deleteRefusal: string | null;
  onApprove: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One icon button of a row: a link or an action, with its tooltip. */
interface RowAction {
  label: string;
  tooltip?: string;
  icon: ReactNode;
  color: ActionIconProps['color'];
  shown: boolean;
  to?: string;
  onClick?: () => void;
  /** Why the action cannot be taken: it stays in its place, disabled, and its tooltip says why. */
  refusal?: string | null;
}

const ICON = { size: 18, stroke: 1.7 };

/** View, Approve, Edit, Duplicate and Delete for one row; actions the user may not take are not shown. */
export function QuotationRowActions({
  id,
  approveHint,
  can,
  busy,
  deleteRefusal,
  onApprove,
  onDuplicate,
  onDelete,
}: QuotationRowActionsProps) {
  const t = useT();
  const actions: RowAction[] = [
    {
      label: t('quotations.view'),
      icon: <IconEye {...ICON} />,
      color: 'gray',
      shown: true,
      to: `/quotations/${id}`,
    },
    {
      label: t('quotations.approve'),
      tooltip: approveHint ?? undefined,
      icon: <IconCircleCheck {...ICON} />,
      color: 'green',
      shown: approveHint !== null && can.edit,
      onClick: onApprove,
    },
    {
      label: t('quotations.edit'),
      icon: <IconPencil {...ICON} />,
      color: 'gray',
      shown: can.edit,
      to: `/quotations/${id}/edit`,
    },
    {
      label: t('quotations.duplicate'),
      icon: <IconCopy {...ICON} />,
      color: 'gray',
      shown: can.create,
      onClick: onDuplicate,
    },
    {
      label: t('quotations.delete'),
      icon: <IconTrash {...ICON} />,
      color: 'red',
      shown: can.delete,
      onClick: onDelete,
      refusal: deleteRefusal,
    },
  ];
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {actions
        .filter((action) => action.shown)
        .map((action) => (
          <Tooltip
            key={action.label}
            label={action.refusal ?? action.tooltip ?? action.label}
            withArrow
            openDelay={300}
            multiline={!!action.refusal}
            maw={action.refusal ? 280 : undefined}
          >
            {action.to ? (
              <ActionIcon
                component={Link}
                to={action.to}
                variant="subtle"
                color={action.color}
                aria-label={action.label}
              >
                {action.icon}
              </ActionIcon>
            ) : (
              <ActionIcon
                variant="subtle"
                color={action.color}
                aria-label={action.label}
                // A refused action stays focusable (not `disabled`), so its tooltip can say why.
                aria-disabled={action.refusal ? true : undefined}
                aria-description={action.refusal ?? undefined}
                data-disabled={action.refusal ? true : undefined}
                onClick={action.refusal ? undefined : action.onClick}
                disabled={busy}
              >
                {action.icon}
              </ActionIcon>
            )}
          </Tooltip>
        ))}
    </Group>
  );
}

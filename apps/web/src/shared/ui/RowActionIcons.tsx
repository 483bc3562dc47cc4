import { ActionIcon, Group, type GroupProps, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One icon button of a row (or a card): its tooltip, its accessible name, and what it does or opens. */
export interface RowActionIcon {
  tooltip: string;
  /** The accessible name, naming the row ('Delete Customs call'). */
  label: string;
  color: string;
  icon: ReactNode;
  /** A button's action; or `to`, the page a link opens. */
  onClick?: () => void;
  to?: string;
  loading?: boolean;
}

interface RowActionIconsProps {
  /** In order; leave out the ones the user may not use. */
  actions: readonly RowActionIcon[];
  justify?: GroupProps['justify'];
}

/** A row's icon buttons side by side, each with its tooltip; a link where the action opens a page. */
export function RowActionIcons({ actions, justify }: RowActionIconsProps) {
  return (
    <Group gap={2} justify={justify} wrap="nowrap">
      {actions.map(({ tooltip, label, color, icon, onClick, to, loading }) => (
        <Tooltip key={tooltip} label={tooltip} withArrow>
          {to ? (
            <ActionIcon component={Link} to={to} variant="subtle" color={color} aria-label={label}>
              {icon}
            </ActionIcon>
          ) : (
            <ActionIcon variant="subtle" color={color} aria-label={label} loading={loading} onClick={onClick}>
              {icon}
            </ActionIcon>
          )}
        </Tooltip>
      ))}
    </Group>
  );
}

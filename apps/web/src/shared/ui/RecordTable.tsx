import { Badge, type BadgeProps, Button, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableHeadRow } from './TableHeadRow';

/** A button of each row: its text, the accessible name that says which row, and what it does. */
interface RecordRowAction<T> {
  label: string;
  /** The button's accessible name, naming the row ('Revoke Nightly import'). */
  name: (row: T) => string;
  onClick: (row: T) => void;
  color?: string;
  /** The row whose request is under way shows a spinner on its button. */
  busy?: (row: T) => boolean;
  /** Rows without the button (an accepted invitation cannot be revoked). */
  hidden?: (row: T) => boolean;
}

interface RecordTableProps<T extends { id: number }> {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  rows: readonly T[];
  /** The sentence shown instead of the table when there is no row. */
  empty: string;
  /** Below this width the table scrolls sideways rather than squeezing its cells (390 px phones). */
  minWidth: number;
  /** One `Table.Td` a column, in the columns' order. */
  cells: (row: T) => ReactNode;
  actions?: readonly RecordRowAction<T>[];
  /** The row buttons' size: `compact-xs` in a dialog's denser table. */
  buttonSize?: 'xs' | 'compact-xs';
}

/**
 * The table of records one revokes or deletes (API tokens, invitations, webhooks, sign-in providers, linked
 * identities): a sentence when there is none, else the columns with each row's buttons at the right. On a
 * narrow screen it scrolls sideways and the buttons keep one line.
 */
export function RecordTable<T extends { id: number }>(props: RecordTableProps<T>) {
  const { rows, actions = [] } = props;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {props.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table verticalSpacing="xs" aria-label={props.label}>
        <TableHeadRow columns={props.columns} actions={actions.length ? 'hidden' : undefined} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {props.cells(row)}
              {actions.length > 0 && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {actions
                      .filter((action) => !action.hidden?.(row))
                      .map((action) => (
                        <Button
                          key={action.label}
                          size={props.buttonSize ?? 'xs'}
                          variant="light"
                          color={action.color}
                          aria-label={action.name(row)}
                          loading={action.busy?.(row)}
                          onClick={() => action.onClick(row)}
                        >
                          {action.label}
                        </Button>
                      ))}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A status or scope badge in a table cell: it keeps its whole word (never cut to 'PE…') by taking the width it
 * needs; the table scrolls instead.
 */
export function RecordBadge(props: BadgeProps & { children: ReactNode }) {
  return <Badge variant="light" {...props} style={{ flexShrink: 0, minWidth: 'max-content' }} />;
}

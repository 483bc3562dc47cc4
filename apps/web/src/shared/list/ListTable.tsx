import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { cardCell } from '../ui/cardCell';
import { ResponsiveTable, type ResponsiveTableProps } from '../ui/ResponsiveTable';
import type { ListSort } from './listParams';
import type { ListColumn, RowProps } from './listTypes';
import { SortableTh } from './SortableTh';

export interface ListTableProps<Row> {
  rows: Row[];
  columns: ListColumn<Row>[];
  /** The row's buttons, in an Actions column; leave out for no such column. */
  rowActions?: (row: Row) => ReactNode;
  rowKey?: (row: Row) => string | number;
  rowProps?: RowProps<Row>;
  sort?: ListSort;
  onSort?: (column: string) => void;
  /** True while the next page loads: the current rows stay, dimmed. */
  stale?: boolean;
  table: Omit<ResponsiveTableProps, 'children'>;
}

const byId = (row: unknown) => (row as { id: number }).id;

function cardProps<Row>(column: ListColumn<Row>) {
  if (column.card === 'title') return cardCell.title;
  if (column.card === 'aside') return cardCell.aside;
  return cardCell.field(column.cardLabel ?? column.header);
}

/** The rows of a list as a ResponsiveTable (cards on a narrow screen), with sortable headers. */
export function ListTable<Row>({
  rows,
  columns,
  rowActions,
  rowKey = byId,
  rowProps,
  sort,
  onSort,
  stale,
  table,
}: ListTableProps<Row>) {
  const t = useT();
  return (
    <ResponsiveTable
      verticalSpacing="sm"
      highlightOnHover
      {...table}
      style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={stale}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) =>
            column.sortBy && sort && onSort ? (
              <SortableTh
                key={column.header}
                column={column.sortBy}
                label={column.header}
                sort={sort}
                onSort={onSort}
                align={column.align}
              />
            ) : (
              <Table.Th key={column.header} ta={column.align}>
                {column.header}
              </Table.Th>
            ),
          )}
          {rowActions && <Table.Th ta="right">{t('common.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column) => (
              <Table.Td
                key={column.header}
                ta={column.align}
                data-i18n-ignore={column.data}
                {...cardProps(column)}
                {...column.cellProps}
              >
                {column.cell(row)}
              </Table.Td>
            ))}
            {rowActions && <Table.Td {...cardCell.aside}>{rowActions(row)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

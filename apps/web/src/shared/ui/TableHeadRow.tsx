import { Table, VisuallyHidden } from '@mantine/core';
import { useT } from '../i18n/useT';

interface TableHeadRowProps {
  /** The column names, left to right. */
  columns: readonly string[];
  /**
   * The last column holds each row's buttons: 'Actions' is said only to screen readers (`hidden`) or shown
   * at the right (`right`).
   */
  actions?: 'hidden' | 'right';
}

/** A table's header: one row of column names, and the row actions' column. */
export function TableHeadRow({ columns, actions }: TableHeadRowProps) {
  const t = useT();
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
        {actions === 'hidden' && (
          <Table.Th>
            <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
          </Table.Th>
        )}
        {actions === 'right' && <Table.Th style={{ textAlign: 'right' }}>{t('common.actions')}</Table.Th>}
      </Table.Tr>
    </Table.Thead>
  );
}

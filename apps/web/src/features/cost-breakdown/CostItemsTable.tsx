import type { CostItem, CostItemRow } from '@freight/domain';
import { Table, Text } from '@mantine/core';
import { money } from '../../shared/format/money';
import { cardCell } from '../../shared/ui/cardCell';
import { ResponsiveTable } from '../../shared/ui/ResponsiveTable';
import type { CostItemNotesAction } from './CostItemNotesAction';
import classes from './CostItemsTable.module.css';
import { CostItemTableRow } from './CostItemTableRow';

interface CostItemsTableProps {
  /** The rows of the current page. */
  rows: CostItemRow<CostItem>[];
  /** Sum of all the quotation's cost lines, on every page. */
  totalCost: number;
  /** The quotation's currency: every amount here is in it. */
  currency: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (item: CostItem) => void;
  onDelete: (item: CostItem) => void;
  notes: CostItemNotesAction;
}

const right = { textAlign: 'right' } as const;

/** The cost lines with their total cost in the footer. */
export function CostItemsTable({
  rows,
  totalCost,
  currency,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  notes,
}: CostItemsTableProps) {
  return (
    <ResponsiveTable
      minWidth={960}
      className={classes.table}
      verticalSpacing="sm"
      horizontalSpacing="md"
      highlightOnHover
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={56}>No.</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>Category</Table.Th>
          <Table.Th>Location</Table.Th>
          <Table.Th style={right}>Qty</Table.Th>
          <Table.Th>Method</Table.Th>
          <Table.Th style={right}>Rate</Table.Th>
          <Table.Th style={right}>Total ({currency})</Table.Th>
          <Table.Th style={right} w={132}>
            Actions
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <CostItemTableRow
            key={row.item.id}
            row={row}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={onEdit}
            onDelete={onDelete}
            notes={notes}
          />
        ))}
      </Table.Tbody>
      <Table.Tfoot className={classes.footer}>
        <Table.Tr>
          <Table.Td colSpan={7} {...cardCell.title}>
            <Text size="sm" fw={650}>
              Total cost
            </Text>
          </Table.Td>
          <Table.Td style={right} data-testid="cost-items-total" {...cardCell.aside}>
            <Text fw={700} size="md" c="indigo.8">
              {money(totalCost, currency)}
            </Text>
          </Table.Td>
          <Table.Td />
        </Table.Tr>
      </Table.Tfoot>
    </ResponsiveTable>
  );
}

import type { ChargePartRow, ChargePartSummary, CostLine, Incoterm } from '@freight/domain';
import { Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { money } from '../../../shared/format/money';
import { useT } from '../../../shared/i18n/useT';
import { cardCell } from '../../../shared/ui/cardCell';
import { ResponsiveTable } from '../../../shared/ui/ResponsiveTable';
import { ChargePartHeadingRow } from './ChargePartHeadingRow';
import type { CostLineNotesAction } from './CostLineNotesAction';
import classes from './CostLinesTable.module.css';
import { CostLineTableRow } from './CostLineTableRow';

interface CostLinesTableProps {
  /** The rows of the current page, grouped by part (`costRowsByPart`). */
  rows: ChargePartRow<CostLine>[];
  /** Every part's subtotal and warning, over all pages. */
  parts: ChargePartSummary[];
  /** The quotation's currency, which the subtotals are in. */
  currency: string;
  /** The quotation's Incoterm, named in a part's warning. */
  incoterm: Incoterm | null;
  /** Sum of all the quotation's cost lines, on every page. */
  totalCost: number;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (item: CostLine) => void;
  onDelete: (item: CostLine) => void;
  notes: CostLineNotesAction;
}

const right = { textAlign: 'right' } as const;

/** The cost lines under their part's heading and subtotal, with the total cost in the footer. */
export function CostLinesTable({
  rows,
  parts,
  currency,
  incoterm,
  totalCost,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  notes,
}: CostLinesTableProps) {
  const t = useT();
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
          <Table.Th w={56}>{t('costLines.number')}</Table.Th>
          <Table.Th>{t('costLines.description')}</Table.Th>
          <Table.Th>{t('costLines.category')}</Table.Th>
          <Table.Th>{t('costLines.location')}</Table.Th>
          <Table.Th style={right}>{t('costLines.qty')}</Table.Th>
          <Table.Th>{t('costLines.method')}</Table.Th>
          <Table.Th style={right}>{t('costLines.rate')}</Table.Th>
          <Table.Th style={right}>{t('costLines.totalIn', { currency })}</Table.Th>
          <Table.Th style={right} w={132}>
            {t('costLines.actions')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => {
          const summary = parts.find((part) => part.part === row.part);
          const startsGroup = index === 0 || rows[index - 1]!.part !== row.part;
          return (
            <Fragment key={row.item.id}>
              {startsGroup && summary && (
                <ChargePartHeadingRow
                  summary={summary}
                  continued={summary.firstItemId !== row.item.id}
                  currency={currency}
                  incoterm={incoterm}
                  leadingColumns={7}
                />
              )}
              <CostLineTableRow
                row={row}
                canEdit={canEdit}
                canDelete={canDelete}
                onEdit={onEdit}
                onDelete={onDelete}
                notes={notes}
              />
            </Fragment>
          );
        })}
      </Table.Tbody>
      <Table.Tfoot className={classes.footer}>
        <Table.Tr>
          <Table.Td colSpan={7} {...cardCell.title}>
            <Text size="sm" fw={650}>
              {t('costLines.totalCost')}
            </Text>
          </Table.Td>
          <Table.Td style={right} data-testid="cost-items-total" {...cardCell.aside}>
            <Text fw={700} size="md" c="indigo">
              {money(totalCost, currency)}
            </Text>
          </Table.Td>
          <Table.Td />
        </Table.Tr>
      </Table.Tfoot>
    </ResponsiveTable>
  );
}

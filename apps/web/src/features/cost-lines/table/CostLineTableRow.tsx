import { type CostLine, type CostLineRow, costCategoryLabel, UNKNOWN_CATEGORY } from '@freight/domain';
import { Group, Table, Text } from '@mantine/core';
import { money } from '../../../shared/format/money';
import { numberFormat } from '../../../shared/preferences/numberFormat';
import { cardCell } from '../../../shared/ui/cardCell';
import { RowEditDeleteActions } from '../../../shared/ui/RowEditDeleteActions';
import { CostLineNotesButton } from '../../cost-line-notes/CostLineNotesButton';
import { CostLineMargin } from './CostLineMargin';
import type { CostLineNotesAction } from './CostLineNotesAction';
import classes from './CostLinesTable.module.css';
import { CostLocationBadge } from './CostLocationBadge';
import { CostMethodBadge } from './CostMethodBadge';

interface CostLineTableRowProps {
  row: CostLineRow<CostLine>;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (item: CostLine) => void;
  onDelete: (item: CostLine) => void;
  notes: CostLineNotesAction;
}

/** The Rate column: the rate per CBM or kg, or a line's unit cost, in the quotation's currency; null if none. */
function rateText(
  item: Pick<CostLine, 'calculation_method' | 'rate' | 'unit_cost' | 'currency'>,
): string | null {
  const rate = (value: number) => money(value, item.currency, { rate: true });
  if (item.calculation_method === 'CBM' && item.rate !== null) return `${rate(item.rate)} / CBM`;
  if (item.calculation_method === 'Weight' && item.rate !== null) return `${rate(item.rate)} / kg`;
  if (item.calculation_method === 'Chargeable' && item.rate !== null)
    return `${rate(item.rate)} / chargeable kg`;
  if (item.unit_cost !== null) return `${rate(item.unit_cost)} / unit`;
  return null;
}

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** One cost line: main items numbered, sub-items indented under them with a └ and no number. */
export function CostLineTableRow({
  row,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  notes,
}: CostLineTableRowProps) {
  const { item, number, isSubItem } = row;
  const category = item.category_id_related?.name;
  const rate = rateText(item);
  return (
    <Table.Tr className={isSubItem ? classes.subRow : undefined} data-sub-item={isSubItem || undefined}>
      <Table.Td className={classes.number} {...cardCell.field('No.')}>
        {number ?? ''}
      </Table.Td>
      <Table.Td {...cardCell.title}>
        <Group gap={8} wrap="nowrap" pl={isSubItem ? 'lg' : 0}>
          {isSubItem && (
            <span className={classes.subMarker} aria-hidden>
              └
            </span>
          )}
          <Text size="sm" fw={isSubItem ? 400 : 500} lineClamp={2}>
            {item.description}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td {...cardCell.field('Category')}>
        <Text size="sm">{category ? costCategoryLabel(category) : UNKNOWN_CATEGORY}</Text>
      </Table.Td>
      <Table.Td {...cardCell.field('Location')}>
        <CostLocationBadge location={item.location} />
      </Table.Td>
      <Table.Td ta="right" {...cardCell.field('Qty')}>
        {numberFormat({ maximumFractionDigits: 2 }).format(item.quantity)}
      </Table.Td>
      <Table.Td {...cardCell.field('Method')}>
        <CostMethodBadge method={item.calculation_method} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} {...cardCell.field('Rate')}>
        {rate ?? dash}
      </Table.Td>
      <Table.Td
        ta="right"
        fw={600}
        style={{ whiteSpace: 'nowrap' }}
        {...cardCell.field(`Total (${item.currency})`)}
      >
        {money(item.total_cost, item.currency)}
        <CostLineMargin item={item} />
      </Table.Td>
      <Table.Td {...cardCell.aside}>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <CostLineNotesButton
            label={item.description}
            count={notes.counts[String(item.id)] ?? 0}
            onOpen={() => notes.onOpen(item)}
          />
          <RowEditDeleteActions
            label={item.description}
            onEdit={canEdit ? () => onEdit(item) : undefined}
            onDelete={canDelete ? () => onDelete(item) : undefined}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

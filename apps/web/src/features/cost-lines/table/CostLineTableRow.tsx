import type { CostLine, CostLineRow } from '@freight/domain';
import { Group, Table, Text } from '@mantine/core';
import { money } from '../../../shared/format/money';
import { type Translate, useT } from '../../../shared/i18n/useT';
import { numberFormat } from '../../../shared/preferences/numberFormat';
import { cardCell } from '../../../shared/ui/cardCell';
import { RowEditDeleteActions } from '../../../shared/ui/RowEditDeleteActions';
import { costCategoryName, isDefaultCategoryName } from '../../cost-categories/costCategoryName';
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
  t: Translate,
  item: Pick<CostLine, 'calculation_method' | 'rate' | 'unit_cost' | 'currency'>,
): string | null {
  const rate = (value: number) => money(value, item.currency, { rate: true });
  if (item.calculation_method === 'CBM' && item.rate !== null)
    return t('costLines.perCbm', { rate: rate(item.rate) });
  if (item.calculation_method === 'Weight' && item.rate !== null)
    return t('costLines.perKg', { rate: rate(item.rate) });
  if (item.calculation_method === 'Chargeable' && item.rate !== null)
    return t('costLines.perChargeableKg', { rate: rate(item.rate) });
  if (item.unit_cost !== null) return t('costLines.perUnit', { rate: rate(item.unit_cost) });
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
  const t = useT();
  const { item, number, isSubItem } = row;
  const category = item.category_id_related?.name;
  const rate = rateText(t, item);
  return (
    <Table.Tr className={isSubItem ? classes.subRow : undefined} data-sub-item={isSubItem || undefined}>
      <Table.Td className={classes.number} {...cardCell.field(t('costLines.number'))}>
        {number ?? ''}
      </Table.Td>
      <Table.Td {...cardCell.title}>
        <Group gap={8} wrap="nowrap" pl={isSubItem ? 'lg' : 0}>
          {isSubItem && (
            <span className={classes.subMarker} aria-hidden>
              └
            </span>
          )}
          <Text size="sm" fw={isSubItem ? 400 : 500} lineClamp={2} data-i18n-ignore>
            {item.description}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td {...cardCell.field(t('costLines.category'))}>
        {/* A category's name is the desk's own record; a default one's and the missing one are messages. */}
        <Text size="sm" data-i18n-ignore={category && !isDefaultCategoryName(category) ? true : undefined}>
          {category ? costCategoryName(category) : t('costLines.unknownCategory')}
        </Text>
      </Table.Td>
      <Table.Td {...cardCell.field(t('costLines.location'))}>
        <CostLocationBadge location={item.location} />
      </Table.Td>
      <Table.Td ta="right" {...cardCell.field(t('costLines.qty'))}>
        {numberFormat({ maximumFractionDigits: 2 }).format(item.quantity)}
      </Table.Td>
      <Table.Td {...cardCell.field(t('costLines.method'))}>
        <CostMethodBadge method={item.calculation_method} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} {...cardCell.field(t('costLines.rate'))}>
        {rate ?? dash}
      </Table.Td>
      <Table.Td
        ta="right"
        fw={600}
        style={{ whiteSpace: 'nowrap' }}
        {...cardCell.field(t('costLines.totalIn', { currency: item.currency }))}
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

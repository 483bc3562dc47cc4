import type { CargoLine } from '@freight/domain';
import { Table } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { ResponsiveTable } from '../../../shared/ui/ResponsiveTable';
import { CargoLineRow } from './CargoLineRow';

interface CargoLinesTableProps {
  items: readonly CargoLine[];
  /** In the fullscreen view the table takes the whole height instead of scrolling after 5 rows. */
  fullscreen: boolean;
  onEdit?: (item: CargoLine) => void;
  onDelete?: (item: CargoLine) => void;
}

/** The table scrolls after 5 rows, at 392 px, so the totals below stay in view. */
const MAX_HEIGHT = 392;
const right = { textAlign: 'right' } as const;

/** The quotation's cargo lines, oldest first. */
export function CargoLinesTable({ items, fullscreen, onEdit, onDelete }: CargoLinesTableProps) {
  const t = useT();
  const withActions = Boolean(onEdit || onDelete);
  return (
    // One box scrolls both ways, so the sticky header stays in view while the rows scroll under it.
    <ResponsiveTable
      minWidth={880}
      maxHeight={fullscreen ? undefined : MAX_HEIGHT}
      containerProps={{ 'data-testid': 'shipment-items-scroll' }}
      stickyHeader
      verticalSpacing="xs"
      horizontalSpacing="md"
      highlightOnHover
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('cargoLines.item')}</Table.Th>
          <Table.Th>{t('cargoLines.dimensionsOrVolume')}</Table.Th>
          <Table.Th style={right}>{t('cargoLines.qty')}</Table.Th>
          <Table.Th style={right}>{t('cargoLines.cbm')}</Table.Th>
          <Table.Th style={right}>{t('cargoLines.weightKg')}</Table.Th>
          <Table.Th style={right}>{t('cargoLines.declaredValue')}</Table.Th>
          {withActions && (
            <Table.Th style={right} w={124}>
              {t('cargoLines.actions')}
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <CargoLineRow
            key={item.id}
            item={item}
            onEdit={onEdit}
            onDelete={onDelete}
            withActions={withActions}
          />
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

import type { RateCard } from '@freight/domain';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { money } from '../../shared/format/money';
import { cardCell } from '../../shared/ui/cardCell';
import { ResponsiveTable } from '../../shared/ui/ResponsiveTable';
import { RowEditDeleteActions } from '../../shared/ui/RowEditDeleteActions';
import { rateCardSummary } from './rateCardSummary';

interface RateCardsTableProps {
  cards: RateCard[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (card: RateCard) => void;
  onDelete: (card: RateCard) => void;
  stale?: boolean;
}

const place = (code: string, city: string) => (
  <Stack gap={0}>
    <Text size="sm" fw={600} ff="monospace">
      {code}
    </Text>
    {city && (
      <Text size="xs" c="dimmed">
        {city}
      </Text>
    )}
  </Stack>
);

/** The Rates table: carrier, mode, lane, validity, currency and minimum, the charges in short, actions. */
export function RateCardsTable({ cards, canEdit, canDelete, onEdit, onDelete, stale }: RateCardsTableProps) {
  const withActions = canEdit || canDelete;
  return (
    <ResponsiveTable
      minWidth={900}
      verticalSpacing="sm"
      horizontalSpacing="lg"
      highlightOnHover
      style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={stale}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Carrier</Table.Th>
          <Table.Th>Mode</Table.Th>
          <Table.Th>Origin</Table.Th>
          <Table.Th>Destination</Table.Th>
          <Table.Th>Valid</Table.Th>
          <Table.Th>Minimum</Table.Th>
          <Table.Th>Charges</Table.Th>
          {withActions && <Table.Th style={{ textAlign: 'right' }}>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cards.map((card) => {
          const label = `${card.carrier} ${card.origin_code} to ${card.destination_code}`;
          return (
            <Table.Tr key={card.id}>
              <Table.Td {...cardCell.title}>
                <Text size="sm" fw={500}>
                  {card.carrier}
                </Text>
              </Table.Td>
              <Table.Td {...cardCell.field('Mode')}>
                <Badge variant="light" color="blue">
                  {card.transport_mode}
                </Badge>
              </Table.Td>
              <Table.Td {...cardCell.field('Origin')}>{place(card.origin_code, card.origin_city)}</Table.Td>
              <Table.Td {...cardCell.field('Destination')}>
                {place(card.destination_code, card.destination_city)}
              </Table.Td>
              <Table.Td {...cardCell.field('Valid')}>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {card.valid_from} – {card.valid_to}
                </Text>
              </Table.Td>
              <Table.Td {...cardCell.field('Minimum')}>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {money(card.minimum_charge, card.currency)}
                </Text>
              </Table.Td>
              <Table.Td {...cardCell.field('Charges')}>
                <Text size="sm">{rateCardSummary(card)}</Text>
                {card.surcharges.length > 0 && (
                  <Text size="xs" c="dimmed">
                    + {card.surcharges.map((s) => s.name).join(', ')}
                  </Text>
                )}
              </Table.Td>
              {withActions && (
                <Table.Td {...cardCell.aside}>
                  <RowEditDeleteActions
                    label={label}
                    onEdit={canEdit ? () => onEdit(card) : undefined}
                    onDelete={canDelete ? () => onDelete(card) : undefined}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

import type { RateCard } from '@freight/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { money } from '../../shared/format/money';
import { translate } from '../../shared/i18n/useT';
import type { ListColumn } from '../../shared/list/listTypes';
import type { DateFormatter } from '../../shared/preferences/useDateFormat';
import { rateCardSummary } from './rateCardSummary';

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

/** The name a rate card goes by in its buttons' names: 'Maersk HKG to AMS'. */
export const rateCardLabel = (card: RateCard) =>
  translate('rateCards.rowLabel', {
    carrier: card.carrier,
    origin: card.origin_code,
    destination: card.destination_code,
  });

/** The Rates table: carrier, mode, lane, validity (in the user's date format), minimum, the charges in short. */
export function rateCardColumns(format: DateFormatter): ListColumn<RateCard>[] {
  return [
    {
      header: translate('rateCards.carrier'),
      card: 'title',
      cell: (card) => (
        <Text size="sm" fw={500}>
          {card.carrier}
        </Text>
      ),
    },
    {
      header: translate('rateCards.mode'),
      cell: (card) => (
        <Badge variant="light" color="blue">
          {card.transport_mode}
        </Badge>
      ),
    },
    { header: translate('rateCards.origin'), cell: (card) => place(card.origin_code, card.origin_city) },
    {
      header: translate('rateCards.destination'),
      cell: (card) => place(card.destination_code, card.destination_city),
    },
    {
      header: translate('rateCards.valid'),
      cell: (card) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {format.date(card.valid_from)} – {format.date(card.valid_to)}
        </Text>
      ),
    },
    {
      header: translate('rateCards.minimum'),
      cell: (card) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {money(card.minimum_charge, card.currency)}
        </Text>
      ),
    },
    {
      header: translate('rateCards.charges'),
      cell: (card) => (
        <>
          <Text size="sm">{rateCardSummary(card)}</Text>
          {card.surcharges.length > 0 && (
            <Text size="xs" c="dimmed">
              + {card.surcharges.map((s) => s.name).join(', ')}
            </Text>
          )}
        </>
      ),
    },
  ];
}

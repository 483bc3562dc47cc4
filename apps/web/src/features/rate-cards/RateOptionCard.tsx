import type { RateOption } from '@freight/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { money } from '../../shared/format/money';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';

interface RateOptionCardProps {
  option: RateOption;
  /** The quotation's currency, in which the options are compared. */
  currency: string;
  cheapest: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** One card that can price the quotation: its carrier, validity, buy total and the lines it would add. */
export function RateOptionCard({
  option,
  currency,
  cheapest,
  busy,
  disabled,
  onChoose,
}: RateOptionCardProps) {
  const card = option.rate_card;
  const format = useDateFormat();
  const t = useT();
  const converted = option.currency !== currency;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="rate-option"
      aria-label={t('rateCards.optionLabel', { carrier: card.carrier })}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text fw={600}>{card.carrier}</Text>
            {cheapest && (
              <Badge color="teal" variant="light" size="sm">
                {t('rateCards.cheapest')}
              </Badge>
            )}
            {option.minimum_applied && (
              <Badge color="gray" variant="light" size="sm">
                {t('rateCards.minimumCharge')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('rateCards.validRange', {
              from: format.date(card.valid_from),
              to: format.date(card.valid_to),
            })}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="rate-option-total">
            {money(option.buy_total, option.currency)}
          </Text>
          {converted && (
            <Text size="xs" c={option.buy_total_in_quotation_currency === null ? 'red' : 'dimmed'}>
              {option.buy_total_in_quotation_currency === null
                ? t('rateCards.noConversion', { from: option.currency, to: currency })
                : `≈ ${money(option.buy_total_in_quotation_currency, currency)}`}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('rateCards.buyTotal')}
          </Text>
        </Stack>
      </Group>
      <Stack gap={2} mt="xs">
        {option.lines.map((line) => (
          <Group key={line.description} justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" style={{ minWidth: 0 }}>
              {line.description}
            </Text>
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {money(line.buy_total, option.currency)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group justify="flex-end" mt="sm">
        <Button size="xs" onClick={onChoose} loading={busy} disabled={disabled}>
          {t('rateCards.useCard')}
        </Button>
      </Group>
    </Paper>
  );
}

import { type ChargePart, type ChargePartSummary, type Incoterm, payerOf } from '@freight/domain';
import { Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { money } from '../../../shared/format/money';
import type { MessageId } from '../../../shared/i18n/i18n';
import { type Translate, useT } from '../../../shared/i18n/useT';
import { CHARGE_PART_MESSAGES } from '../form/costLineChoiceMessages';
import classes from './CostLinesTable.module.css';

interface ChargePartHeadingRowProps {
  summary: ChargePartSummary;
  /** The group began on an earlier page. */
  continued: boolean;
  currency: string;
  /** The quotation's Incoterm, which the part's warning names. */
  incoterm: Incoterm | null;
  /** Columns before the amount column. */
  leadingColumns: number;
}

/** Each part's name inside a sentence ('the seller pays origin charges'). */
const PART_IN_SENTENCE: Record<ChargePart, MessageId> = {
  origin_charges: 'costLines.partOriginInSentence',
  main_carriage: 'costLines.partMainCarriageInSentence',
  destination_charges: 'costLines.partDestinationInSentence',
  duties_taxes: 'costLines.partDutiesInSentence',
};

/** The domain's warning (`chargePartWarning`) in the reader's language: who pays the part, whom the quote is for. */
function partWarning(t: Translate, term: Incoterm, part: ChargePart): string {
  const values = { term, part: t(PART_IN_SENTENCE[part]) };
  return payerOf(term, part) === 'seller'
    ? t('costLines.sellerPaysWarning', values)
    : t('costLines.buyerPaysWarning', values);
}

/**
 * The heading of one part of the breakdown (origin charges, main carriage, ...) with its subtotal over all
 * pages, and the Incoterm's warning when the term leaves that part to the other party (it never blocks).
 * Header cells only: the lines' own cells (td) stay the only data cells of the body.
 */
export function ChargePartHeadingRow({
  summary,
  continued,
  currency,
  incoterm,
  leadingColumns,
}: ChargePartHeadingRowProps) {
  const t = useT();
  return (
    <Table.Tr className={classes.partRow} data-charge-part={summary.part}>
      <Table.Th scope="colgroup" colSpan={leadingColumns}>
        <Stack gap={4}>
          <Text size="sm" fw={700} span>
            {t(CHARGE_PART_MESSAGES[summary.part])}
            {continued && (
              <Text span size="xs" c="dimmed" fw={500}>
                {' '}
                {t('costLines.continued')}
              </Text>
            )}
          </Text>
          {summary.warning && incoterm && (
            <Group gap={6} wrap="nowrap" align="flex-start" data-testid="charge-part-warning">
              <IconAlertTriangle
                size={16}
                color="var(--mantine-color-orange-7)"
                aria-hidden
                style={{ flex: 'none' }}
              />
              <Text size="xs" fw={500} c="orange.9">
                {partWarning(t, incoterm, summary.part)}
              </Text>
            </Group>
          )}
        </Stack>
      </Table.Th>
      <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="charge-part-subtotal">
        <Text span size="sm" fw={650}>
          <Text span size="xs" c="dimmed" fw={500} className={classes.subtotalLabel}>
            {t('costLines.subtotal')}{' '}
          </Text>
          {money(summary.subtotal, currency)}
        </Text>
      </Table.Th>
      <Table.Th />
    </Table.Tr>
  );
}

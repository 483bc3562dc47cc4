import type { QuotationWithAddresses } from '@freight/domain';
import { Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { money } from '../../../shared/format/money';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { QuotationNotice } from '../detail/QuotationNotice';
import { ReviseQuoteButton } from '../revisions/ReviseQuoteButton';

/**
 * The client's answer through the acceptance link, when there is one. An accepted quote's banner shows the
 * offer as accepted (its total, who, their PO, when) and why it cannot be edited, with Revise: the server
 * refuses changes to an accepted offer, and a revision is what the client accepts again.
 */
export function QuoteAnswerAlert({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  const format = useDateFormat();
  if (quotation.accepted_at) {
    return (
      <QuotationNotice
        color="green"
        icon={IconCircleCheck}
        title={t('acceptedQuote.title')}
        testId="quote-answer"
      >
        <Stack gap={6}>
          <Text size="sm">
            {t('acceptedQuote.acceptedBy', {
              name: quotation.accepted_by,
              when: format.dateTime(quotation.accepted_at),
              hasPo: quotation.accepted_po_number ? 'yes' : 'no',
              po: quotation.accepted_po_number,
              hasIp: quotation.accepted_ip ? 'yes' : 'no',
              ip: quotation.accepted_ip,
            })}
          </Text>
          <Text size="sm" fw={600} data-testid="accepted-total">
            {t('acceptedQuote.total', { total: money(quotation.total_cost, quotation.currency) })}
          </Text>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" data-testid="offer-locked">
              {t('acceptedQuote.locked')}
            </Text>
            {!quotation.superseded && <ReviseQuoteButton quotation={quotation} />}
          </Group>
        </Stack>
      </QuotationNotice>
    );
  }
  if (quotation.declined_at) {
    return (
      <QuotationNotice
        color="red"
        icon={IconCircleX}
        title={t('acceptedQuote.declinedTitle')}
        testId="quote-answer"
      >
        {t('acceptedQuote.declinedOn', {
          when: format.dateTime(quotation.declined_at),
          reason: quotation.decline_reason,
        })}
        {quotation.decline_comment ? ` — “${quotation.decline_comment}”` : ''}
      </QuotationNotice>
    );
  }
  return null;
}

import type { QuotationWithAddresses } from '@freight/domain';
import { Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { money } from '../../../shared/format/money';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { QuotationNotice } from '../detail/QuotationNotice';
import { ReviseQuoteButton } from '../revisions/ReviseQuoteButton';

/**
 * The client's answer through the acceptance link, when there is one. An accepted quote's banner shows the
 * offer as accepted (its total, who, their PO, when) and why it cannot be edited, with Revise: the server
 * refuses changes to an accepted offer, and a revision is what the client accepts again.
 */
export function QuoteAnswerAlert({ quotation }: { quotation: QuotationWithAddresses }) {
  const format = useDateFormat();
  if (quotation.accepted_at) {
    return (
      <QuotationNotice
        color="green"
        icon={IconCircleCheck}
        title="Accepted by the client"
        testId="quote-answer"
      >
        <Stack gap={6}>
          <Text size="sm">
            Accepted by {quotation.accepted_by} on {format.dateTime(quotation.accepted_at)}
            {quotation.accepted_po_number ? `, PO number ${quotation.accepted_po_number}` : ''}
            {quotation.accepted_ip ? ` (from ${quotation.accepted_ip})` : ''}.
          </Text>
          <Text size="sm" fw={600} data-testid="accepted-total">
            Accepted total: {money(quotation.total_cost, quotation.currency)}
          </Text>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" data-testid="offer-locked">
              The accepted offer is locked: its lines, cargo, prices and addresses can no longer be edited. To
              change it, revise the quote; the client is then asked to accept the new revision.
            </Text>
            {!quotation.superseded && <ReviseQuoteButton quotation={quotation} />}
          </Group>
        </Stack>
      </QuotationNotice>
    );
  }
  if (quotation.declined_at) {
    return (
      <QuotationNotice color="red" icon={IconCircleX} title="Declined by the client" testId="quote-answer">
        Declined on {format.dateTime(quotation.declined_at)}: {quotation.decline_reason}
        {quotation.decline_comment ? ` — “${quotation.decline_comment}”` : ''}
      </QuotationNotice>
    );
  }
  return null;
}

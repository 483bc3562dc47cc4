import type { QuotationWithAddresses } from '@freight/domain';
import { Alert } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';

/** The client's answer through the acceptance link, when there is one. */
export function QuoteAnswerAlert({ quotation }: { quotation: QuotationWithAddresses }) {
  const format = useDateFormat();
  if (quotation.accepted_at) {
    const po = quotation.accepted_po_number ? `, PO number ${quotation.accepted_po_number}` : '';
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck size={18} />}
        title="Accepted by the client"
        data-testid="quote-answer"
      >
        Accepted by {quotation.accepted_by} on {format.dateTime(quotation.accepted_at)}
        {po}
        {quotation.accepted_ip ? ` (from ${quotation.accepted_ip})` : ''}.
      </Alert>
    );
  }
  if (quotation.declined_at) {
    return (
      <Alert
        color="red"
        icon={<IconCircleX size={18} />}
        title="Declined by the client"
        data-testid="quote-answer"
      >
        Declined on {format.dateTime(quotation.declined_at)}: {quotation.decline_reason}
        {quotation.decline_comment ? ` — “${quotation.decline_comment}”` : ''}
      </Alert>
    );
  }
  return null;
}

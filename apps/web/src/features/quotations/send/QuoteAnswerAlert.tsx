import type { QuotationWithAddresses } from '@freight/domain';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { QuotationNotice } from '../detail/QuotationNotice';

/** The client's answer through the acceptance link, when there is one. */
export function QuoteAnswerAlert({ quotation }: { quotation: QuotationWithAddresses }) {
  const format = useDateFormat();
  if (quotation.accepted_at) {
    const po = quotation.accepted_po_number ? `, PO number ${quotation.accepted_po_number}` : '';
    return (
      <QuotationNotice
        color="green"
        icon={IconCircleCheck}
        title="Accepted by the client"
        testId="quote-answer"
      >
        Accepted by {quotation.accepted_by} on {format.dateTime(quotation.accepted_at)}
        {po}
        {quotation.accepted_ip ? ` (from ${quotation.accepted_ip})` : ''}.
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

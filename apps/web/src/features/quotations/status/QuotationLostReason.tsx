import {
  type DeclineReason,
  LOST_REASON_LABELS,
  LOST_REASON_OF_DECLINE,
  type QuotationWithAddresses,
} from '@freight/domain';
import { IconCircleX } from '@tabler/icons-react';
import { QuotationNotice } from '../detail/QuotationNotice';

/** Why a Cancelled quotation was lost, with the competitor and comment when given. */
export function QuotationLostReason({ quotation }: { quotation: QuotationWithAddresses }) {
  if (quotation.status !== 'Cancelled' || !quotation.lost_reason) return null;
  // The client's own decline is shown by QuoteAnswerAlert; a reason staff changed since is shown here.
  const fromLink = LOST_REASON_OF_DECLINE[quotation.decline_reason as DeclineReason];
  if (quotation.declined_at && fromLink === quotation.lost_reason) return null;
  return (
    <QuotationNotice color="gray" icon={IconCircleX} title="Lost" testId="lost-reason">
      {LOST_REASON_LABELS[quotation.lost_reason]}
      {quotation.lost_to ? ` — to ${quotation.lost_to}` : ''}
      {quotation.lost_comment ? ` — “${quotation.lost_comment}”` : ''}
    </QuotationNotice>
  );
}

import { type DeclineReason, LOST_REASON_OF_DECLINE, type QuotationWithAddresses } from '@freight/domain';
import { IconCircleX } from '@tabler/icons-react';
import { LOST_REASON_MESSAGES } from '../../../shared/i18n/domainLabels';
import { useT } from '../../../shared/i18n/useT';
import { QuotationNotice } from '../detail/QuotationNotice';

/** Why a Cancelled quotation was lost, with the competitor and comment when given. */
export function QuotationLostReason({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  if (quotation.status !== 'Cancelled' || !quotation.lost_reason) return null;
  // The client's own decline is shown by QuoteAnswerAlert; a reason staff changed since is shown here.
  const fromLink = LOST_REASON_OF_DECLINE[quotation.decline_reason as DeclineReason];
  if (quotation.declined_at && fromLink === quotation.lost_reason) return null;
  return (
    <QuotationNotice color="gray" icon={IconCircleX} title={t('quotations.lost')} testId="lost-reason">
      {t(LOST_REASON_MESSAGES[quotation.lost_reason])}
      {quotation.lost_to ? t('quotations.lostToCompetitor', { competitor: quotation.lost_to }) : ''}
      {quotation.lost_comment ? ` — “${quotation.lost_comment}”` : ''}
    </QuotationNotice>
  );
}

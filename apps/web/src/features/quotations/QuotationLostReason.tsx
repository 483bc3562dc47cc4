import { LOST_REASON_LABELS, type QuotationWithAddresses } from '@freight/domain';
import { Alert } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';

/** Why a Cancelled quotation was lost, with the competitor and comment when given. */
export function QuotationLostReason({ quotation }: { quotation: QuotationWithAddresses }) {
  if (quotation.status !== 'Cancelled' || !quotation.lost_reason) return null;
  return (
    <Alert color="gray" icon={<IconCircleX size={18} />} title="Lost" data-testid="lost-reason">
      {LOST_REASON_LABELS[quotation.lost_reason]}
      {quotation.lost_to ? ` — to ${quotation.lost_to}` : ''}
      {quotation.lost_comment ? ` — “${quotation.lost_comment}”` : ''}
    </Alert>
  );
}

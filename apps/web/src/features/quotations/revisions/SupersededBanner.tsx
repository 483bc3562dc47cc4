import { type QuotationWithAddresses, quoteNumberLabel } from '@freight/domain';
import { Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QuotationNotice } from '../detail/QuotationNotice';
import { useQuotationRevisions } from './useQuotationRevisions';

/** On a superseded revision: it is read-only, and which revision replaced it (linked). */
export function SupersededBanner({ quotation }: { quotation: QuotationWithAddresses }) {
  const revisions = useQuotationRevisions(quotation.id);
  if (!quotation.superseded) return null;
  const newest = revisions.data?.data.find((r) => !r.superseded) ?? revisions.data?.data[0];
  return (
    <QuotationNotice
      color="orange"
      icon={IconLock}
      title="Superseded: this revision is read-only"
      testId="superseded-banner"
    >
      <Text size="sm">
        A newer revision of this quote was made, so this one can no longer be changed, sent or accepted.{' '}
        {newest && newest.id !== quotation.id && (
          <Anchor component={Link} to={`/quotations/${newest.id}`} fw={600}>
            Open the newest revision ({quoteNumberLabel({ ...quotation, revision: newest.revision })})
          </Anchor>
        )}
      </Text>
    </QuotationNotice>
  );
}

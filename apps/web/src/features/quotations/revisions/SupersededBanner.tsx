import { type QuotationWithAddresses, quoteNumberLabel } from '@freight/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuotationRevisions } from './useQuotationRevisions';

/** On a superseded revision: it is read-only, and which revision replaced it (linked). */
export function SupersededBanner({ quotation }: { quotation: QuotationWithAddresses }) {
  const revisions = useQuotationRevisions(quotation.id);
  if (!quotation.superseded) return null;
  const newest = revisions.data?.data.find((r) => !r.superseded) ?? revisions.data?.data[0];
  return (
    <Alert
      color="orange"
      icon={<IconLock size={18} />}
      title="Superseded: this revision is read-only"
      data-testid="superseded-banner"
    >
      <Text size="sm">
        A newer revision of this quote was made, so this one can no longer be changed, sent or accepted.{' '}
        {newest && newest.id !== quotation.id && (
          <Anchor component={Link} to={`/quotations/${newest.id}`} fw={600}>
            Open the newest revision ({quoteNumberLabel({ ...quotation, revision: newest.revision })})
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}

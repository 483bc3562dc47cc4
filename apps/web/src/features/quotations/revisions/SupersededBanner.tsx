import type { QuotationWithAddresses } from '@freight/domain';
import { Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/useT';
import { QuotationNotice } from '../detail/QuotationNotice';
import { quoteNumberText } from '../quoteNumberText';
import { useQuotationRevisions } from './useQuotationRevisions';

/** On a superseded revision: it is read-only, and which revision replaced it (linked). */
export function SupersededBanner({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  const revisions = useQuotationRevisions(quotation.id);
  if (!quotation.superseded) return null;
  const newest = revisions.data?.data.find((r) => !r.superseded) ?? revisions.data?.data[0];
  return (
    <QuotationNotice
      color="orange"
      icon={IconLock}
      title={t('revisions.supersededTitle')}
      testId="superseded-banner"
    >
      <Text size="sm">
        {t('revisions.supersededText')}{' '}
        {newest && newest.id !== quotation.id && (
          <Anchor component={Link} to={`/quotations/${newest.id}`} fw={600}>
            {t('revisions.openNewest', {
              number: quoteNumberText({ ...quotation, revision: newest.revision }),
            })}
          </Anchor>
        )}
      </Text>
    </QuotationNotice>
  );
}

import type { QuotationRevision, QuotationWithAddresses } from '@freight/domain';
import { Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { InlineQueryState } from '../../../shared/ui/InlineQueryState';
import { quoteNumberText } from '../quoteNumberText';
import { RevisionDiffView } from './RevisionDiffView';
import { useRevisionDiff } from './useRevisionDiff';

interface RevisionDiffModalProps {
  quotation: QuotationWithAddresses;
  /** Newest first, as the Revisions card lists them. */
  revisions: QuotationRevision[];
  onClose: () => void;
}

/** Compare two revisions: From and To selects (the one before this page's and this page's at first). */
export function RevisionDiffModal({ quotation, revisions, onClose }: RevisionDiffModalProps) {
  const t = useT();
  const index = Math.max(
    0,
    revisions.findIndex((r) => r.id === quotation.id),
  );
  const initialTo = revisions[index]!;
  const initialFrom = revisions[index + 1] ?? revisions[index - 1] ?? initialTo;
  const [from, setFrom] = useState<string | null>(String(initialFrom.id));
  const [to, setTo] = useState<string | null>(String(initialTo.id));
  const diff = useRevisionDiff(quotation.id, from ? Number(from) : null, to ? Number(to) : null);
  const options = revisions.map((r) => ({
    value: String(r.id),
    label: quoteNumberText({ quotation_number: quotation.quotation_number, revision: r.revision }),
  }));

  function body() {
    if (!from || !to) return <Text size="sm">{t('revisions.chooseTwo')}</Text>;
    return (
      <InlineQueryState query={diff} loading={t('revisions.comparing')} failed={t('revisions.compareFailed')}>
        {(data) => <RevisionDiffView diff={data} currency={quotation.currency} />}
      </InlineQueryState>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('revisions.compareTitle')} size="xl" centered>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('revisions.from')}
            data={options}
            value={from}
            onChange={setFrom}
            allowDeselect={false}
          />
          <Select
            label={t('revisions.to')}
            data={options}
            value={to}
            onChange={setTo}
            allowDeselect={false}
          />
        </SimpleGrid>
        {body()}
      </Stack>
    </Modal>
  );
}

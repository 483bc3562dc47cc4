import { type QuotationRevision, type QuotationWithAddresses, quoteNumberLabel } from '@freight/domain';
import { Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
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
    label: quoteNumberLabel({ quotation_number: quotation.quotation_number, revision: r.revision }),
  }));

  function body() {
    if (!from || !to) return <Text size="sm">Choose two revisions to compare.</Text>;
    if (diff.isPending) {
      return (
        <Group gap="xs" c="dimmed">
          <Loader size="xs" />
          <Text size="sm">Comparing...</Text>
        </Group>
      );
    }
    if (diff.isError) {
      return (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="red.7">
            {apiErrorMessage(diff.error, 'Failed to compare the revisions')}
          </Text>
          <Button size="xs" variant="light" onClick={() => diff.refetch()}>
            Try Again
          </Button>
        </Stack>
      );
    }
    return <RevisionDiffView diff={diff.data} />;
  }

  return (
    <Modal opened onClose={onClose} title="Compare revisions" size="xl" centered>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select label="From" data={options} value={from} onChange={setFrom} allowDeselect={false} />
          <Select label="To" data={options} value={to} onChange={setTo} allowDeselect={false} />
        </SimpleGrid>
        {body()}
      </Stack>
    </Modal>
  );
}

import type { QuotationWithContact } from '@freight/domain';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconCalculator, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailCard } from './DetailCard';
import { formatUsd } from './formatUsd';
import { SummaryRow } from './SummaryRow';

/**
 * Cost summary and the way into the cost breakdown. Per-category totals join with the cost-items issue;
 * for now the card shows the grand total the server keeps on the quotation.
 */
export function ShippingSummaryCard({ quotation }: { quotation: QuotationWithContact }) {
  return (
    <DetailCard title="Shipping Summary" icon={<IconReceipt size={18} />} color="grape">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Costs by category appear here once cost lines are added.
        </Text>
        <Divider />
        <SummaryRow label="Grand total" value={formatUsd(quotation.total_cost)} strong />
        <Button
          component={Link}
          to={`/quotations/${quotation.id}/cost-breakdown`}
          variant="light"
          leftSection={<IconCalculator size={16} />}
          fullWidth
        >
          Edit Cost Breakdown
        </Button>
      </Stack>
    </DetailCard>
  );
}

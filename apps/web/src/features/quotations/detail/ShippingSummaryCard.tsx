import {
  type CostLine,
  costCategoryLabel,
  type QuotationWithAddresses,
  totalsByCategory,
} from '@freight/domain';
import { Button, Divider, Loader, Stack, Text } from '@mantine/core';
import { IconCalculator, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { money } from '../../../shared/format/money';
import { DetailCard } from '../../../shared/ui/DetailCard';
import { useCostLines } from '../../cost-lines/useCostLines';
import { offerReadOnly } from '../revisions/offerReadOnly';
import { SummaryRow } from './SummaryRow';

// Categories are stored as slugs ('ocean-freight'); a line without one counts under 'Unknown'.
const categoryName = (item: CostLine) => {
  const name = item.category_id_related?.name?.trim();
  return name ? costCategoryLabel(name) : null;
};

/** Cost totals per category and the grand total, with the way into the cost breakdown. */
export function ShippingSummaryCard({ quotation }: { quotation: QuotationWithAddresses }) {
  const costs = useCostLines(quotation.id);
  const items = costs.data;
  const totals = items ? totalsByCategory(items, quotation.currency, categoryName) : [];

  return (
    <DetailCard title="Shipping Summary" icon={<IconReceipt size={18} />} color="grape">
      <Stack gap="sm">
        {costs.isPending ? (
          <Loader size="xs" aria-label="Loading costs" />
        ) : costs.isError ? (
          <Text size="sm" c="red">
            Costs by category could not be loaded.
          </Text>
        ) : totals.length === 0 ? (
          <Text size="sm" c="dimmed">
            No cost lines yet. Add them in the cost breakdown.
          </Text>
        ) : (
          <Stack gap={0} role="group" aria-label="Costs by category">
            {totals.map(({ category, total }) => (
              <SummaryRow key={category} label={category} value={money(total, quotation.currency)} />
            ))}
          </Stack>
        )}
        <Divider />
        <SummaryRow label="Grand total" value={money(quotation.total_cost, quotation.currency)} strong />
        <Button
          component={Link}
          to={`/quotations/${quotation.id}/cost-breakdown`}
          variant="light"
          leftSection={<IconCalculator size={16} />}
          fullWidth
        >
          {offerReadOnly(quotation) ? 'View Cost Breakdown' : 'Edit Cost Breakdown'}
        </Button>
      </Stack>
    </DetailCard>
  );
}

import { type CostLine, type QuotationWithAddresses, totalsByCategory } from '@freight/domain';
import { Button, Divider, Loader, Stack, Text } from '@mantine/core';
import { IconCalculator, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { money } from '../../../shared/format/money';
import { useT } from '../../../shared/i18n/useT';
import { DetailCard } from '../../../shared/ui/DetailCard';
import { costCategoryName } from '../../cost-categories/costCategoryName';
import { useCostLines } from '../../cost-lines/useCostLines';
import { offerReadOnly } from '../revisions/offerReadOnly';
import { SummaryRow } from './SummaryRow';

// A default category is named in the reader's language (costCategoryName); a line without one counts under
// 'Unknown'.
const categoryName = (item: CostLine) => {
  const name = item.category_id_related?.name?.trim();
  return name ? costCategoryName(name) : null;
};

/** Cost totals per category and the grand total, with the way into the cost breakdown. */
export function ShippingSummaryCard({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  const costs = useCostLines(quotation.id);
  const items = costs.data;
  const totals = items ? totalsByCategory(items, quotation.currency, categoryName) : [];

  return (
    <DetailCard title={t('quotations.shippingSummary')} icon={<IconReceipt size={18} />} color="grape">
      <Stack gap="sm">
        {costs.isPending ? (
          <Loader size="xs" aria-label={t('quotations.loadingCosts')} />
        ) : costs.isError ? (
          <Text size="sm" c="red">
            {t('quotations.costsLoadFailed')}
          </Text>
        ) : totals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('quotations.noCostLines')}
          </Text>
        ) : (
          <Stack gap={0} role="group" aria-label={t('quotations.costsByCategory')}>
            {totals.map(({ category, total }) => (
              <SummaryRow
                key={category}
                label={category}
                value={money(total, quotation.currency)}
                data="label"
              />
            ))}
          </Stack>
        )}
        <Divider />
        <SummaryRow
          label={t('quotations.grandTotal')}
          value={money(quotation.total_cost, quotation.currency)}
          strong
        />
        <Button
          component={Link}
          to={`/quotations/${quotation.id}/cost-breakdown`}
          variant="light"
          leftSection={<IconCalculator size={16} />}
          fullWidth
        >
          {t(offerReadOnly(quotation) ? 'quotations.viewCostBreakdown' : 'quotations.editCostBreakdown')}
        </Button>
      </Stack>
    </DetailCard>
  );
}

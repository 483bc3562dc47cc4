import { newestRateDate } from '@freight/domain';
import { SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconFileOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { useT } from '../../../shared/i18n/useT';
import { parseQuotationId } from '../../../shared/routing/parseQuotationId';
import { usePermission } from '../../auth/session/usePermission';
import { cargoLineCounts } from '../../cargo-lines/table/cargoLineCounts';
import { useCargoLines } from '../../cargo-lines/useCargoLines';
import { RepriceOffer } from '../../exchange-rates/RepriceOffer';
import { useExchangeRates } from '../../exchange-rates/useExchangeRates';
import { usePricingSettings } from '../../pricing/usePricingSettings';
import { useRepriceQuotation } from '../../pricing/useRepriceQuotation';
import { useTransportModeChange } from '../../pricing/useTransportModeChange';
import { useQuotation } from '../../quotations/data/useQuotation';
import { quoteNumberText } from '../../quotations/quoteNumberText';
import { offerReadOnly } from '../../quotations/revisions/offerReadOnly';
import { SupersededBanner } from '../../quotations/revisions/SupersededBanner';
import { QuoteAnswerAlert } from '../../quotations/send/QuoteAnswerAlert';
import { PriceFromRateCards } from '../../rate-cards/PriceFromRateCards';
import { CostLinesSection } from '../table/CostLinesSection';
import { useCostLines } from '../useCostLines';
import { CostBreakdownHeader } from './CostBreakdownHeader';
import { CostBreakdownMessage } from './CostBreakdownMessage';
import { CostCalculationBasisCard } from './CostCalculationBasisCard';
import { CostMarginCard } from './CostMarginCard';
import { CostShipmentDetailsCard } from './CostShipmentDetailsCard';
import { missingRatePairs } from './missingRatePairs';

/** /quotations/:id/cost-breakdown — the shipment the costs apply to, and the cost lines themselves. */
export function CostBreakdownPage() {
  const t = useT();
  const id = parseQuotationId(useParams().id);
  const quotation = useQuotation(id);
  const costLines = useCostLines(id);
  const cargoLines = useCargoLines(id);
  const pricing = usePricingSettings().query;
  const canEdit = usePermission('quotations', 'edit');
  const modeChange = useTransportModeChange({
    id: id ?? 0,
    version: quotation.data?.version ?? 0,
  });
  const reprice = useRepriceQuotation(id ?? 0);
  const ratesToday = useExchangeRates();

  if (id === null || hasErrorCode(quotation.error, 'NOT_FOUND')) {
    return (
      <CostBreakdownMessage
        title={t('costLines.quotationNotFound')}
        text={t('costLines.quotationNotFoundText')}
        icon={<IconFileOff size={24} />}
      />
    );
  }
  const failed = [quotation, costLines, cargoLines].filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <CostBreakdownMessage
        title={t('costLines.loadFailedTitle')}
        text={t('costLines.loadFailed')}
        icon={<IconAlertTriangle size={24} />}
        color="red"
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  }
  if (!quotation.data || !costLines.data || !cargoLines.data) {
    return <CostBreakdownMessage title={t('costLines.loadingBreakdown')} />;
  }

  const q = quotation.data;
  const readOnly = offerReadOnly(q);
  return (
    <Stack gap="lg">
      <CostBreakdownHeader quotation={q} totalCost={q.total_cost} />
      <SupersededBanner quotation={q} />
      <QuoteAnswerAlert quotation={q} />
      {!readOnly && <PriceFromRateCards quotationId={q.id} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CostShipmentDetailsCard
          count={cargoLineCounts(cargoLines.data)}
          totalCbm={q.total_cbm}
          totalWeight={q.total_weight}
        />
        <CostCalculationBasisCard
          mode={modeChange.pending ?? q.transport_mode}
          containers={q.containers}
          totalCbm={q.total_cbm}
          totalWeight={q.total_weight}
          settings={pricing.data}
          onModeChange={canEdit && !readOnly ? modeChange.change : undefined}
          modeSaving={modeChange.saving}
        />
      </SimpleGrid>
      <CostMarginCard
        quotation={q}
        minimumPercent={pricing.data?.minimum_margin_percent}
        offer={
          !readOnly && (
            <RepriceOffer
              recorded={q.priced_rates}
              newestRateDate={ratesToday.data ? newestRateDate(ratesToday.data) : null}
              missingPairs={missingRatePairs(q, costLines.data, pricing.data?.base_currency)}
              onReprice={canEdit ? () => reprice.mutate() : undefined}
              repricing={reprice.isPending}
              error={reprice.isError ? apiErrorMessage(reprice.error, t('costLines.notRepriced')) : null}
            />
          )
        }
      />
      <CostLinesSection
        quotationId={q.id}
        quotationNumber={quoteNumberText(q)}
        totalCbm={q.total_cbm}
        totalWeight={q.total_weight}
        chargeableWeight={q.chargeable_weight}
        totalCost={q.total_cost}
        currency={q.currency}
        items={costLines.data}
        incoterm={q.incoterm}
        incotermPlace={q.incoterm_place}
        readOnly={readOnly}
      />
    </Stack>
  );
}

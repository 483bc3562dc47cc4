import type { QuotationWithAddresses } from '@freight/domain';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconList } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { cargoLineKeys, costLineKeys } from '../../../shared/api/queryKeys';
import { useT } from '../../../shared/i18n/useT';
import { parseQuotationId } from '../../../shared/routing/parseQuotationId';
import { CargoLinesSection } from '../../cargo-lines/table/CargoLinesSection';
import { cargoLineCounts } from '../../cargo-lines/table/cargoLineCounts';
import { useCargoLines } from '../../cargo-lines/useCargoLines';
import { useQuotation } from '../data/useQuotation';
import { quoteNumberText } from '../quoteNumberText';
import { offerReadOnly } from '../revisions/offerReadOnly';
import { QuotationRevisionsCard } from '../revisions/QuotationRevisionsCard';
import { SupersededBanner } from '../revisions/SupersededBanner';
import { QuoteAnswerAlert } from '../send/QuoteAnswerAlert';
import { QuotationLostReason } from '../status/QuotationLostReason';
import { QuotationAddressesCard } from './QuotationAddressesCard';
import { QuotationDetailHeader } from './QuotationDetailHeader';
import { QuotationLoading } from './QuotationLoading';
import { QuotationMessageScreen } from './QuotationMessageScreen';
import { QuotationOverviewCard } from './QuotationOverviewCard';
import { ShipmentDetailsCard } from './ShipmentDetailsCard';
import { ShippingSummaryCard } from './ShippingSummaryCard';

/** /quotations/:id — the quotation's header, its address, shipment and cost cards, and its details. */
export function QuotationDetailPage() {
  const t = useT();
  const { id: param } = useParams();
  if (!param?.trim()) {
    return (
      <QuotationMessageScreen
        title={t('quotations.noId')}
        text={t('quotations.noIdText')}
        action={
          <Button component={Link} to="/pending-quotations" mt="xs" leftSection={<IconList size={16} />}>
            {t('quotations.goToPending')}
          </Button>
        }
      />
    );
  }
  return <QuotationDetail id={parseQuotationId(param)} />;
}

function QuotationDetail({ id }: { id: number | null }) {
  const t = useT();
  const quotation = useQuotation(id);
  const [searchParams] = useSearchParams();
  const refresh = searchParams.get('refresh');
  const { refetch } = quotation;
  const queryClient = useQueryClient();
  // Screens that change the quotation elsewhere (addresses, items) come back with ?refresh=<time>; its
  // items and cost lines are read again with it, as the figures on the page must agree.
  useEffect(() => {
    if (!refresh || id === null) return;
    void refetch();
    void queryClient.invalidateQueries({ queryKey: cargoLineKeys.list(id) });
    void queryClient.invalidateQueries({ queryKey: costLineKeys.list(id) });
  }, [refresh, refetch, id, queryClient]);
  useDocumentTitle(
    `${quotation.data ? quoteNumberText(quotation.data) : t('quotations.documentTitle')} · ShipDesk`,
  );

  if (id === null || hasErrorCode(quotation.error, 'NOT_FOUND')) {
    return <QuotationMessageScreen title={t('quotations.notFound')} text={t('quotations.notFoundText')} />;
  }
  if (quotation.isPending) return <QuotationLoading />;
  if (quotation.isError) {
    return (
      <QuotationMessageScreen
        title={t('quotations.loadError')}
        text={t('quotations.loadFailed', { reason: apiErrorReason(quotation.error, t('common.tryAgain')) })}
        color="red"
        icon={<IconAlertTriangle size={24} />}
      />
    );
  }

  return <QuotationDetailContent quotation={quotation.data} />;
}

/** The loaded quotation: header, the three cards, the shipment items and the client and project details. */
function QuotationDetailContent({ quotation }: { quotation: QuotationWithAddresses }) {
  const items = useCargoLines(quotation.id);
  const counts = items.data && cargoLineCounts(items.data);
  return (
    <>
      <QuotationDetailHeader quotation={quotation} />
      <Stack gap="lg">
        <SupersededBanner quotation={quotation} />
        <QuoteAnswerAlert quotation={quotation} />
        <QuotationLostReason quotation={quotation} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <QuotationAddressesCard quotation={quotation} />
          <ShipmentDetailsCard quotation={quotation} counts={counts} />
          <ShippingSummaryCard quotation={quotation} />
        </SimpleGrid>
        <CargoLinesSection
          quotationId={quotation.id}
          quotationNumber={quoteNumberText(quotation)}
          currency={quotation.currency}
          items={items}
          readOnly={offerReadOnly(quotation)}
        />
        <QuotationOverviewCard quotation={quotation} />
        <QuotationRevisionsCard quotation={quotation} />
      </Stack>
    </>
  );
}

import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconList } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/ApiError';
import { parseQuotationId } from './parseQuotationId';
import { QuotationAddressesCard } from './QuotationAddressesCard';
import { QuotationDetailHeader } from './QuotationDetailHeader';
import { QuotationLoading } from './QuotationLoading';
import { QuotationMessageScreen } from './QuotationMessageScreen';
import { QuotationOverviewCard } from './QuotationOverviewCard';
import { ShipmentDetailsCard } from './ShipmentDetailsCard';
import { ShippingSummaryCard } from './ShippingSummaryCard';
import { useQuotation } from './useQuotation';

/** /quotations/:id — the quotation's header, its address, shipment and cost cards, and its details. */
export function QuotationDetailPage() {
  const { id: param } = useParams();
  if (!param?.trim()) {
    return (
      <QuotationMessageScreen
        title="No Quotation ID"
        text="No quotation ID found in the URL."
        action={
          <Button component={Link} to="/pending-quotations" mt="xs" leftSection={<IconList size={16} />}>
            Go to Pending Quotations
          </Button>
        }
      />
    );
  }
  return <QuotationDetail id={parseQuotationId(param)} />;
}

const NOT_FOUND_TEXT = "The quotation you're looking for doesn't exist or has been removed.";

function QuotationDetail({ id }: { id: number | null }) {
  const quotation = useQuotation(id);
  const [searchParams] = useSearchParams();
  const refresh = searchParams.get('refresh');
  const { refetch } = quotation;
  // Screens that change the quotation elsewhere (addresses, items) come back with ?refresh=<time>.
  useEffect(() => {
    if (refresh) void refetch();
  }, [refresh, refetch]);
  useDocumentTitle(quotation.data ? `${quotation.data.quotation_number} · ShipDesk` : 'Quotation · ShipDesk');

  if (id === null || ApiError.is(quotation.error, 404)) {
    return <QuotationMessageScreen title="Quotation Not Found" text={NOT_FOUND_TEXT} />;
  }
  if (quotation.isPending) return <QuotationLoading />;
  if (quotation.isError) {
    return (
      <QuotationMessageScreen
        title="Error Loading Quotation"
        text={`Failed to load quotation: ${quotation.error.message}`}
        color="red"
        icon={<IconAlertTriangle size={24} />}
      />
    );
  }

  const data = quotation.data;
  return (
    <>
      <QuotationDetailHeader quotation={data} />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <QuotationAddressesCard quotation={data} />
          <ShipmentDetailsCard quotation={data} />
          <ShippingSummaryCard quotation={data} />
        </SimpleGrid>
        <QuotationOverviewCard quotation={data} />
      </Stack>
    </>
  );
}

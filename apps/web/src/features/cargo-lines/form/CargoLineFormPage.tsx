import { IconAlertTriangle } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { parseQuotationId } from '../../../shared/routing/parseQuotationId';
import { CenteredLoader } from '../../../shared/ui/CenteredLoader';
import { useQuotation } from '../../quotations/data/useQuotation';
import { QuotationMessageScreen } from '../../quotations/detail/QuotationMessageScreen';
import { useCargoLine } from '../useCargoLine';
import { CargoLinePageForm } from './CargoLinePageForm';

/** /box-items/new?quotationId= and /box-items/{id}/edit?quotationId= (the quotation id is optional there). */
export function CargoLineFormPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const quotationId = parseQuotationId(searchParams.get('quotationId')?.trim() || undefined);

  if (id === undefined) {
    if (quotationId === null) return <QuotationMessageScreen title="Missing Quotation ID" />;
    return <NewCargoLine quotationId={quotationId} />;
  }
  if (!id.trim()) return <QuotationMessageScreen title="No box item ID provided" />;
  return <EditCargoLine id={parseQuotationId(id.trim())} quotationId={quotationId} />;
}

function NewCargoLine({ quotationId }: { quotationId: number }) {
  const quotation = useQuotation(quotationId);
  return (
    <CargoLinePageForm
      item={null}
      quotationId={quotationId}
      quotationNumber={quotation.data?.quotation_number}
    />
  );
}

function EditCargoLine({ id, quotationId }: { id: number | null; quotationId: number | null }) {
  const item = useCargoLine(id);
  const returnTo = quotationId ?? item.data?.quotation_id ?? null;
  const quotation = useQuotation(returnTo);

  if (id === null || hasErrorCode(item.error, 'NOT_FOUND')) {
    return (
      <QuotationMessageScreen
        title="Box Item Not Found"
        text="The item you're looking for doesn't exist or has been removed."
      />
    );
  }
  if (item.isPending) return <CenteredLoader label="Loading box item..." />;
  if (item.isError) {
    return (
      <QuotationMessageScreen
        title="Error Loading Box Item"
        text={`Failed to load box item: ${apiErrorReason(item.error, 'Please try again.')}`}
        color="red"
        icon={<IconAlertTriangle size={24} />}
      />
    );
  }
  return (
    <CargoLinePageForm
      key={item.data.id}
      item={item.data}
      quotationId={returnTo ?? item.data.quotation_id}
      quotationNumber={quotation.data?.quotation_number}
    />
  );
}

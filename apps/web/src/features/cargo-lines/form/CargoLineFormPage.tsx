import { IconAlertTriangle } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { useT } from '../../../shared/i18n/useT';
import { parseQuotationId } from '../../../shared/routing/parseQuotationId';
import { CenteredLoader } from '../../../shared/ui/CenteredLoader';
import { useQuotation } from '../../quotations/data/useQuotation';
import { QuotationMessageScreen } from '../../quotations/detail/QuotationMessageScreen';
import { useCargoLine } from '../useCargoLine';
import { CargoLinePageForm } from './CargoLinePageForm';

/** /box-items/new?quotationId= and /box-items/{id}/edit?quotationId= (the quotation id is optional there). */
export function CargoLineFormPage() {
  const t = useT();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const quotationId = parseQuotationId(searchParams.get('quotationId')?.trim() || undefined);

  if (id === undefined) {
    if (quotationId === null) return <QuotationMessageScreen title={t('cargoLines.missingQuotationId')} />;
    return <NewCargoLine quotationId={quotationId} />;
  }
  if (!id.trim()) return <QuotationMessageScreen title={t('cargoLines.noItemId')} />;
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
  const t = useT();
  const item = useCargoLine(id);
  const returnTo = quotationId ?? item.data?.quotation_id ?? null;
  const quotation = useQuotation(returnTo);

  if (id === null || hasErrorCode(item.error, 'NOT_FOUND')) {
    return <QuotationMessageScreen title={t('cargoLines.notFound')} text={t('cargoLines.notFoundText')} />;
  }
  if (item.isPending) return <CenteredLoader label={t('cargoLines.loadingItem')} />;
  if (item.isError) {
    return (
      <QuotationMessageScreen
        title={t('cargoLines.loadFailedTitle')}
        text={t('cargoLines.loadFailed', { reason: apiErrorReason(item.error, t('common.tryAgain')) })}
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

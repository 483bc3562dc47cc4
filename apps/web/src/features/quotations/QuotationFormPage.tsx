import { useParams } from 'react-router';
import { ApiError } from '../../shared/api/ApiError';
import { parseQuotationId } from '../../shared/routing/parseQuotationId';
import { EditQuotationForm } from './EditQuotationForm';
import { NewQuotationForm } from './NewQuotationForm';
import { QuotationLoading } from './QuotationLoading';
import { QuotationMessageScreen } from './QuotationMessageScreen';
import { useQuotation } from './useQuotation';

/** /quotations/new and /quotations/:id/edit. */
export function QuotationFormPage() {
  const { id } = useParams();
  if (id === undefined) return <NewQuotationForm />;
  return <EditQuotationPage id={parseQuotationId(id)} />;
}

function EditQuotationPage({ id }: { id: number | null }) {
  const quotation = useQuotation(id);
  if (id === null || ApiError.is(quotation.error, 404, 400)) {
    return (
      <QuotationMessageScreen
        title="Quotation Not Found"
        text="The quotation you're looking for doesn't exist or has been removed."
      />
    );
  }
  if (quotation.isPending) return <QuotationLoading />;
  if (quotation.isError) {
    return (
      <QuotationMessageScreen
        title="Quotation Not Found"
        color="red"
        text={`Failed to load quotation: ${quotation.error.message}`}
      />
    );
  }
  // Keyed by id: another quotation's edit page starts from its own values, not this one's autosave state.
  return <EditQuotationForm key={quotation.data.id} quotation={quotation.data} />;
}

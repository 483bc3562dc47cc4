import { useParams } from 'react-router';
import { PageHeader } from '../../shared/ui/PageHeader';

/** /quotations/new and /quotations/:id/edit. */
export function QuotationFormPage() {
  const { id } = useParams();
  return id ? (
    <PageHeader title="Edit Quotation" subtitle="Client, dates, value and notes of this quotation." />
  ) : (
    <PageHeader title="New Quotation" subtitle="Start a quotation for a client shipment." />
  );
}

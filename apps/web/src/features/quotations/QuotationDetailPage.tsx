import { PageHeader } from '../../shared/ui/PageHeader';

export function QuotationDetailPage() {
  return (
    <PageHeader
      title="Quotation"
      subtitle="Addresses, shipment items, costs and documents of this quotation."
    />
  );
}

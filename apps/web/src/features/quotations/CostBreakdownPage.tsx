import { PageHeader } from '../../shared/ui/PageHeader';

export function CostBreakdownPage() {
  return <PageHeader title="Cost Breakdown" subtitle="Cost lines and totals of this quotation." />;
}

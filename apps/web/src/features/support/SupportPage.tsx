import { PageHeader } from '../../shared/ui/PageHeader';

export function SupportPage() {
  return <PageHeader title="Support" subtitle="Manage client interactions and communications" />;
}

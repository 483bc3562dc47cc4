import { PageHeader } from '../../shared/ui/PageHeader';

export function DashboardPage() {
  return (
    <PageHeader title="Dashboard" subtitle="An overview of your quotations, orders, contacts and tasks." />
  );
}

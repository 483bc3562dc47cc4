import { PageHeader } from '../../shared/ui/PageHeader';

export function ContactsPage() {
  return <PageHeader title="Contacts" subtitle="Manage your business contacts" />;
}

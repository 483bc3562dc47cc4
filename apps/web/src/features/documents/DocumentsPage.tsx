import { PageHeader } from '../../shared/ui/PageHeader';

export function DocumentsPage() {
  return <PageHeader title="Documents" subtitle="Folders and files shared across your team." />;
}

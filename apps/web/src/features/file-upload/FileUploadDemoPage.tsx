import { PageHeader } from '../../shared/ui/PageHeader';

export function FileUploadDemoPage() {
  return <PageHeader title="File Upload" subtitle="Upload files and keep links to them." />;
}

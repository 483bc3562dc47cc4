import { PageHeader } from '../../shared/ui/PageHeader';

export function SettingsPage() {
  return <PageHeader title="Settings" subtitle="Your profile, security, notifications and preferences." />;
}

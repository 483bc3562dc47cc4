import { useParams } from 'react-router';
import { PageHeader } from '../../shared/ui/PageHeader';

/** One screen for both /support/new and /support/edit/:id, as the spec has it. */
export function InteractionFormPage() {
  const { id } = useParams();
  return id ? (
    <PageHeader title="Edit Interaction" subtitle="Update the details of this client interaction." />
  ) : (
    <PageHeader title="New Interaction" subtitle="Log a call, message or visit with a contact." />
  );
}

import { useParams } from 'react-router';
import { PageHeader } from '../../shared/ui/PageHeader';

/** /box-items/new and /box-items/:id/edit. */
export function BoxItemFormPage() {
  const { id } = useParams();
  return id ? (
    <PageHeader title="Edit Box Item" subtitle="Dimensions, weight and value of this cargo line." />
  ) : (
    <PageHeader title="New Box Item" subtitle="Add a cargo line with its dimensions, weight and value." />
  );
}

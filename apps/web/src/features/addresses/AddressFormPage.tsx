import { useParams } from 'react-router';
import { PageHeader } from '../../shared/ui/PageHeader';

/** /addresses/create and /addresses/:id/edit. */
export function AddressFormPage() {
  const { id } = useParams();
  return id ? (
    <PageHeader title="Edit Address" subtitle="Pickup or delivery details of this address." />
  ) : (
    <PageHeader title="New Address" subtitle="Add a pickup or delivery address." />
  );
}

import { Button } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { ListMessage } from '../../shared/ui/ListMessage';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/session/usePermission';
import { InteractionForm } from './InteractionForm';
import { interactionFormValues, newInteractionValues } from './interactionFormValues';
import { useInteraction } from './useInteraction';

/** A positive whole number from the address, or null. */
function idFrom(text: string | null | undefined): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** One screen for /support/new (optionally `?contact_id=` from a contact) and /support/edit/:id. */
export function InteractionFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const canCreate = usePermission('support', 'create');
  const canEdit = usePermission('support', 'edit');
  if (id === undefined) {
    return (
      <>
        <PageHeader title="New Interaction" subtitle="Log a call, message or visit with a contact." />
        {canCreate ? (
          <InteractionForm initialValues={newInteractionValues(idFrom(params.get('contact_id')))} />
        ) : (
          <NotAllowed action="log interactions" />
        )}
      </>
    );
  }
  if (!canEdit) {
    return (
      <>
        <PageHeader title="Edit Interaction" />
        <NotAllowed action="edit interactions" />
      </>
    );
  }
  return <EditInteraction id={idFrom(id) ?? 0} />;
}

function NotAllowed({ action }: { action: string }) {
  return <ListMessage icon={<IconLock size={26} />} title={`You do not have permission to ${action}.`} />;
}

function EditInteraction({ id }: { id: number }) {
  const interaction = useInteraction(id);
  return (
    <>
      <PageHeader title="Edit Interaction" subtitle="Update the details of this client interaction." />
      {interaction.isPending ? (
        <CenteredLoader label="Loading interaction..." />
      ) : interaction.isError ? (
        <ListMessage
          icon={<IconAlertTriangle size={26} />}
          color="red"
          title={apiErrorMessage(interaction.error, 'Failed to load interaction data')}
        >
          <Button variant="light" onClick={() => interaction.refetch()} loading={interaction.isFetching}>
            Try Again
          </Button>
        </ListMessage>
      ) : (
        <InteractionForm
          key={interaction.data.id}
          initialValues={interactionFormValues(interaction.data)}
          record={interaction.data}
        />
      )}
    </>
  );
}

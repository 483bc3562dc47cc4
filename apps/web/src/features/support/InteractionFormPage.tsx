import { Button } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
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
  const t = useT();
  const canCreate = usePermission('support', 'create');
  const canEdit = usePermission('support', 'edit');
  if (id === undefined) {
    return (
      <>
        <PageHeader title={t('interactions.newTitle')} subtitle={t('interactions.newSubtitle')} />
        {canCreate ? (
          <InteractionForm initialValues={newInteractionValues(idFrom(params.get('contact_id')))} />
        ) : (
          <NotAllowed title={t('interactions.noPermissionLog')} />
        )}
      </>
    );
  }
  if (!canEdit) {
    return (
      <>
        <PageHeader title={t('interactions.editTitle')} />
        <NotAllowed title={t('interactions.noPermissionEdit')} />
      </>
    );
  }
  return <EditInteraction id={idFrom(id) ?? 0} />;
}

function NotAllowed({ title }: { title: string }) {
  return <ListMessage icon={<IconLock size={26} />} title={title} />;
}

function EditInteraction({ id }: { id: number }) {
  const t = useT();
  const interaction = useInteraction(id);
  return (
    <>
      <PageHeader title={t('interactions.editTitle')} subtitle={t('interactions.editSubtitle')} />
      {interaction.isPending ? (
        <CenteredLoader label={t('interactions.loading')} />
      ) : interaction.isError ? (
        <ListMessage
          icon={<IconAlertTriangle size={26} />}
          color="red"
          title={apiErrorMessage(interaction.error, t('interactions.loadFailed'))}
        >
          <Button variant="light" onClick={() => interaction.refetch()} loading={interaction.isFetching}>
            {t('interactions.tryAgain')}
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

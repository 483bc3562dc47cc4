import { DEFAULT_PERMISSION_LEVEL, TASK_MESSAGES, type Task, type TaskCollaborator } from '@freight/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { AddPersonForm } from '../people/AddPersonForm';
import { FailureAlert } from '../people/FailureAlert';
import { PersonLevel, PersonRow, RemovePersonButton } from '../people/PersonRow';
import { usePanelFailure } from '../people/usePanelFailure';
import type { TaskAccess } from '../task/useTaskAccess';
import { taskErrorText } from '../taskErrorText';
import { PERMISSION_LEVEL_LABELS } from '../taskLabels';
import { useCollaboratorMutations } from './useCollaboratorMutations';

/**
 * The Collaborators tab: the creator (owner), each collaborator with their level, and for the task's owner
 * the add form, a level menu per row and Remove (after a confirmation).
 */
export function CollaboratorsPanel({ task, access }: { task: Task; access: TaskAccess }) {
  const { add, changeLevel, remove } = useCollaboratorMutations(task.id);
  const { failure, clear, tell, watch } = usePanelFailure();
  const [removing, setRemoving] = useState<TaskCollaborator | null>(null);
  const removal = useDeleteConfirmation({
    target: removing,
    mutation: remove,
    variables: (collaborator) => collaborator.id,
    onClose: () => setRemoving(null),
    failure: (error) => taskErrorText('Failed to remove collaborator', error),
  });
  const manage = access.share;
  const excludeIds = [
    ...task.collaborators.map((c) => c.user_id),
    ...(task.created_by_user_id === null ? [] : [task.created_by_user_id]),
  ];

  return (
    <Stack gap="sm" py="xs">
      <FailureAlert message={failure} onClose={clear} />
      {manage && (
        <AddPersonForm
          userLabel="Add collaborator"
          levelLabel="Permission level"
          labels={PERMISSION_LEVEL_LABELS}
          initialLevel={DEFAULT_PERMISSION_LEVEL}
          levelWidth={150}
          excludeIds={excludeIds}
          busy={add.isPending}
          onAdd={(userId, level) => watch('Failed to add collaborator', add.mutateAsync({ userId, level }))}
        />
      )}
      <Stack gap={6}>
        {task.created_by_user && (
          <PersonRow person={task.created_by_user} avatarColor="indigo">
            <Badge variant="light" color="indigo" style={{ textTransform: 'none' }}>
              Owner · creator
            </Badge>
          </PersonRow>
        )}
        {task.collaborators.length === 0 && (
          <Text size="sm" c="dimmed">
            No collaborators yet.
          </Text>
        )}
        {task.collaborators.map((collaborator) => (
          <PersonRow key={collaborator.id} person={collaborator.user} testId="collaborator-row">
            <PersonLevel
              manage={manage}
              value={collaborator.permission_level}
              labels={PERMISSION_LEVEL_LABELS}
              label={`Permission level of ${collaborator.user.name}`}
              width={130}
              onChange={(level) => {
                clear();
                changeLevel.mutate({ collaborator, level }, { onError: tell('Failed to update permission') });
              }}
            />
            {manage && (
              <RemovePersonButton
                tooltip="Remove collaborator"
                label={`Remove ${collaborator.user.name}`}
                onClick={() => setRemoving(collaborator)}
              />
            )}
          </PersonRow>
        ))}
      </Stack>
      <ConfirmDeleteModal title="Remove collaborator" confirmLabel="Remove" focusConfirm {...removal.modal}>
        <Text size="sm">{TASK_MESSAGES.confirmRemoveCollaborator}</Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}

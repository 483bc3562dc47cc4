import { DEFAULT_PERMISSION_LEVEL, TASK_MESSAGES, type Task, type TaskCollaborator } from '@freight/domain';
import { Badge, Text } from '@mantine/core';
import { useConfirmedDelete } from '../../../shared/forms/useConfirmedDelete';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { PeoplePanel } from '../people/PeoplePanel';
import { PersonRow } from '../people/PersonRow';
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
  const panel = usePanelFailure();
  const removal = useConfirmedDelete<TaskCollaborator>({
    mutation: remove,
    failure: (error) => taskErrorText('Failed to remove collaborator', error),
  });
  const excludeIds = [
    ...task.collaborators.map((c) => c.user_id),
    ...(task.created_by_user_id === null ? [] : [task.created_by_user_id]),
  ];

  return (
    <PeoplePanel
      panel={panel}
      manage={access.share}
      stack={{ gap: 'sm', py: 'xs' }}
      adder={{
        userLabel: 'Add collaborator',
        levelLabel: 'Permission level',
        initialLevel: DEFAULT_PERMISSION_LEVEL,
        levelWidth: 150,
        excludeIds,
        busy: add.isPending,
        onAdd: (userId, level) =>
          panel.watch('Failed to add collaborator', add.mutateAsync({ userId, level })),
      }}
      leading={
        task.created_by_user && (
          <PersonRow person={task.created_by_user} avatarColor="indigo">
            <Badge variant="light" color="indigo" style={{ textTransform: 'none' }}>
              Owner · creator
            </Badge>
          </PersonRow>
        )
      }
      people={task.collaborators}
      emptyText="No collaborators yet."
      rowTestId="collaborator-row"
      levels={{
        of: (collaborator) => collaborator.permission_level,
        labels: PERMISSION_LEVEL_LABELS,
        width: 130,
        onChange: (collaborator, level) =>
          changeLevel.mutate({ collaborator, level }, { onError: panel.tell('Failed to update permission') }),
      }}
      removal={{
        tooltip: 'Remove collaborator',
        label: (collaborator) => `Remove ${collaborator.user.name}`,
        onRemove: removal.ask,
      }}
    >
      <ConfirmDeleteModal title="Remove collaborator" confirmLabel="Remove" focusConfirm {...removal.modal}>
        <Text size="sm">{TASK_MESSAGES.confirmRemoveCollaborator}</Text>
      </ConfirmDeleteModal>
    </PeoplePanel>
  );
}

import { DEFAULT_PERMISSION_LEVEL, type Task, type TaskCollaborator } from '@freight/domain';
import { Badge, Text } from '@mantine/core';
import { useConfirmedDelete } from '../../../shared/forms/useConfirmedDelete';
import { useT } from '../../../shared/i18n/useT';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { PeoplePanel } from '../people/PeoplePanel';
import { PersonRow } from '../people/PersonRow';
import { usePanelFailure } from '../people/usePanelFailure';
import type { TaskAccess } from '../task/useTaskAccess';
import { taskErrorText } from '../taskErrorText';
import { PERMISSION_LEVEL_MESSAGES, translatedLabels } from '../taskLabels';
import { useCollaboratorMutations } from './useCollaboratorMutations';

/**
 * The Collaborators tab: the creator (owner), each collaborator with their level, and for the task's owner
 * the add form, a level menu per row and Remove (after a confirmation).
 */
export function CollaboratorsPanel({ task, access }: { task: Task; access: TaskAccess }) {
  const t = useT();
  const { add, changeLevel, remove } = useCollaboratorMutations(task.id);
  const panel = usePanelFailure();
  const removal = useConfirmedDelete<TaskCollaborator>({
    mutation: remove,
    failure: (error) => taskErrorText(t('tasks.failedRemoveCollaborator'), error),
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
        userLabel: t('tasks.addCollaborator'),
        levelLabel: t('tasks.permissionLevel'),
        initialLevel: DEFAULT_PERMISSION_LEVEL,
        levelWidth: 150,
        excludeIds,
        busy: add.isPending,
        onAdd: (userId, level) =>
          panel.watch(t('tasks.failedAddCollaborator'), add.mutateAsync({ userId, level })),
      }}
      leading={
        task.created_by_user && (
          <PersonRow person={task.created_by_user} avatarColor="indigo">
            <Badge variant="light" color="indigo" style={{ textTransform: 'none' }}>
              {t('tasks.ownerCreator')}
            </Badge>
          </PersonRow>
        )
      }
      people={task.collaborators}
      emptyText={t('tasks.noCollaborators')}
      rowTestId="collaborator-row"
      levels={{
        of: (collaborator) => collaborator.permission_level,
        labels: translatedLabels(PERMISSION_LEVEL_MESSAGES, t),
        width: 130,
        onChange: (collaborator, level) =>
          changeLevel.mutate(
            { collaborator, level },
            { onError: panel.tell(t('tasks.failedUpdatePermission')) },
          ),
      }}
      removal={{
        tooltip: t('tasks.removeCollaborator'),
        label: (collaborator) => t('tasks.removeNamed', { name: collaborator.user.name }),
        onRemove: removal.ask,
      }}
    >
      <ConfirmDeleteModal
        title={t('tasks.removeCollaborator')}
        confirmLabel={t('tasks.remove')}
        focusConfirm
        {...removal.modal}
      >
        <Text size="sm">{t('tasks.confirmRemoveCollaborator')}</Text>
      </ConfirmDeleteModal>
    </PeoplePanel>
  );
}

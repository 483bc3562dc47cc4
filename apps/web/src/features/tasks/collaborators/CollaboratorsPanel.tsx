import {
  PERMISSION_LEVELS,
  type PermissionLevel,
  TASK_MESSAGES,
  type Task,
  type TaskCollaborator,
} from '@freight/domain';
import { ActionIcon, Alert, Avatar, Badge, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import type { TaskAccess } from '../task/useTaskAccess';
import { taskErrorText } from '../taskErrorText';
import { PERMISSION_LEVEL_LABELS } from '../taskLabels';
import { AddCollaboratorForm } from './AddCollaboratorForm';
import { useCollaboratorMutations } from './useCollaboratorMutations';

const levelOptions = PERMISSION_LEVELS.map((value) => ({ value, label: PERMISSION_LEVEL_LABELS[value] }));

/**
 * The Collaborators tab: the creator (owner), each collaborator with their level, and for the task's owner
 * the add form, a level menu per row and Remove (after a confirmation).
 */
export function CollaboratorsPanel({ task, access }: { task: Task; access: TaskAccess }) {
  const { add, changeLevel, remove } = useCollaboratorMutations(task.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TaskCollaborator | null>(null);
  const manage = access.share;
  const excludeIds = [
    ...task.collaborators.map((c) => c.user_id),
    ...(task.created_by_user_id === null ? [] : [task.created_by_user_id]),
  ];

  return (
    <Stack gap="sm" py="xs">
      {failure && (
        <Alert
          color="red"
          variant="filled"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          withCloseButton
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      )}
      {manage && (
        <AddCollaboratorForm
          excludeIds={excludeIds}
          busy={add.isPending}
          onAdd={(userId, level, done) => {
            setFailure(null);
            add.mutate(
              { userId, level },
              {
                onSuccess: done,
                onError: (error) => setFailure(taskErrorText('Failed to add collaborator', error)),
              },
            );
          }}
        />
      )}
      <Stack gap={6}>
        {task.created_by_user && (
          <Group gap="sm" wrap="nowrap">
            <Avatar size="sm" radius="xl" name={task.created_by_user.name} color="indigo" />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {task.created_by_user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {task.created_by_user.email}
              </Text>
            </Stack>
            <Badge variant="light" color="indigo" style={{ textTransform: 'none' }}>
              Owner · creator
            </Badge>
          </Group>
        )}
        {task.collaborators.length === 0 && (
          <Text size="sm" c="dimmed">
            No collaborators yet.
          </Text>
        )}
        {task.collaborators.map((collaborator) => (
          <Group key={collaborator.id} gap="sm" wrap="nowrap" data-testid="collaborator-row">
            <Avatar size="sm" radius="xl" name={collaborator.user.name} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {collaborator.user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {collaborator.user.email}
              </Text>
            </Stack>
            {manage ? (
              <Select
                aria-label={`Permission level of ${collaborator.user.name}`}
                data={levelOptions}
                value={collaborator.permission_level}
                allowDeselect={false}
                size="xs"
                w={130}
                onChange={(level) => {
                  if (!level || level === collaborator.permission_level) return;
                  setFailure(null);
                  changeLevel.mutate(
                    { id: collaborator.id, level: level as PermissionLevel, version: collaborator.version },
                    { onError: (error) => setFailure(taskErrorText('Failed to update permission', error)) },
                  );
                }}
              />
            ) : (
              <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
                {PERMISSION_LEVEL_LABELS[collaborator.permission_level]}
              </Badge>
            )}
            {manage && (
              <Tooltip label="Remove collaborator" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${collaborator.user.name}`}
                  onClick={() => setRemoving(collaborator)}
                >
                  <IconUserMinus size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ))}
      </Stack>
      <ConfirmDeleteModal
        opened={removing !== null}
        title="Remove collaborator"
        confirmLabel="Remove"
        busy={false}
        focusConfirm
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setFailure(null);
          remove.mutate(removing.id, {
            onError: (error) => setFailure(taskErrorText('Failed to remove collaborator', error)),
          });
          setRemoving(null);
        }}
      >
        <Text size="sm">{TASK_MESSAGES.confirmRemoveCollaborator}</Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}

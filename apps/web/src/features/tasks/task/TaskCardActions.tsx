import type { Task } from '@freight/domain';
import { Group, Text } from '@mantine/core';
import { IconListCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { CommentsButton } from '../comments/CommentsButton';
import { CommentsModal } from '../comments/CommentsModal';
import { TipIconButton } from '../TipIconButton';
import { taskErrorText } from '../taskErrorText';
import { useConvertToSubtasks } from './useConvertToSubtasks';
import { useDeleteTask } from './useDeleteTask';
import type { TaskAccess } from './useTaskAccess';

/** The card's buttons on the right: comments, convert to subtasks (manual-progress tasks), delete. */
export function TaskCardActions({ task, access }: { task: Task; access: TaskAccess }) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const convert = useConvertToSubtasks();
  const remove = useDeleteTask();
  // The card goes at once (the deletion shows before the server answers); a refusal brings it back with
  // the page's red banner, so the confirmation closes either way.
  const deletion = useDeleteConfirmation({
    target: confirmingDelete ? task : null,
    mutation: remove,
    variables: (target) => target.id,
    onClose: () => setConfirmingDelete(false),
    failure: (error) => taskErrorText('Failed to delete task', error),
    closeOnFailure: true,
  });

  return (
    <Group gap={2} wrap="nowrap">
      <CommentsButton title={task.title} count={task.comment_count} onClick={() => setCommentsOpen(true)} />
      {task.is_manual_progress && access.edit && (
        <TipIconButton
          tip="Convert to subtasks"
          label={`Convert ${task.title} to subtasks`}
          onClick={() => convert.mutate(task.id)}
        >
          <IconListCheck size={18} />
        </TipIconButton>
      )}
      {access.delete && (
        <TipIconButton
          tip="Delete task"
          label={`Delete ${task.title}`}
          color="red"
          onClick={() => setConfirmingDelete(true)}
        >
          <IconTrash size={18} />
        </TipIconButton>
      )}
      <CommentsModal
        opened={commentsOpen}
        onClose={() => setCommentsOpen(false)}
        task={task}
        subtask={null}
        canComment={access.edit}
      />
      <ConfirmDeleteModal title="Delete task" focusConfirm {...deletion.modal}>
        <Text size="sm">
          Delete <b>{task.title}</b>? Its subtasks, comments, collaborators and activity are deleted with it.
        </Text>
      </ConfirmDeleteModal>
    </Group>
  );
}

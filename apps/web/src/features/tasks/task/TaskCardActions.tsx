import type { Task } from '@freight/domain';
import { Group, Text } from '@mantine/core';
import { IconListCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { useT } from '../../../shared/i18n/useT';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { CommentsButton } from '../comments/CommentsButton';
import { CommentsModal } from '../comments/CommentsModal';
import { TipIconButton } from '../TipIconButton';
import { taskErrorText } from '../taskErrorText';
import { useConvertToSubtasks } from './useConvertToSubtasks';
import { useDeleteTask } from './useDeleteTask';
import type { TaskAccess } from './useTaskAccess';

const TITLE_MARK = '\u0001';

/** The card's buttons on the right: comments, convert to subtasks (manual-progress tasks), delete. */
export function TaskCardActions({ task, access }: { task: Task; access: TaskAccess }) {
  const t = useT();
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
    failure: (error) => taskErrorText(t('tasks.failedDelete'), error),
    closeOnFailure: true,
  });

  // The title stands out in bold wherever the language puts it in the question.
  const [before, after = ''] = t('tasks.deleteQuestion', { title: TITLE_MARK }).split(TITLE_MARK);

  return (
    <Group gap={2} wrap="nowrap">
      <CommentsButton title={task.title} count={task.comment_count} onClick={() => setCommentsOpen(true)} />
      {task.is_manual_progress && access.edit && (
        <TipIconButton
          tip={t('tasks.convertToSubtasks')}
          label={t('tasks.convertNamed', { title: task.title })}
          onClick={() => convert.mutate(task.id)}
        >
          <IconListCheck size={18} />
        </TipIconButton>
      )}
      {access.delete && (
        <TipIconButton
          tip={t('tasks.deleteTask')}
          label={t('tasks.deleteNamed', { title: task.title })}
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
      <ConfirmDeleteModal title={t('tasks.deleteTask')} focusConfirm {...deletion.modal}>
        <Text size="sm">
          {before}
          <b>{task.title}</b>
          {after}
        </Text>
      </ConfirmDeleteModal>
    </Group>
  );
}

import type { Task } from '@freight/domain';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconListCheck, IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { CommentsModal } from '../comments/CommentsModal';
import { useConvertToSubtasks } from './useConvertToSubtasks';
import { useDeleteTask } from './useDeleteTask';
import type { TaskAccess } from './useTaskAccess';

/** The card's buttons on the right: comments, convert to subtasks (manual-progress tasks), delete. */
export function TaskCardActions({ task, access }: { task: Task; access: TaskAccess }) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const convert = useConvertToSubtasks();
  const remove = useDeleteTask();

  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Comments" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Comments on ${task.title} (${task.comment_count})`}
          onClick={() => setCommentsOpen(true)}
          w="auto"
          px={6}
        >
          <Group gap={4} wrap="nowrap">
            <IconMessageCircle size={18} />
            {task.comment_count > 0 && (
              <Text size="xs" fw={600}>
                {task.comment_count}
              </Text>
            )}
          </Group>
        </ActionIcon>
      </Tooltip>
      {task.is_manual_progress && access.edit && (
        <Tooltip label="Convert to subtasks" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Convert ${task.title} to subtasks`}
            onClick={() => convert.mutate(task.id)}
          >
            <IconListCheck size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {access.delete && (
        <Tooltip label="Delete task" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${task.title}`}
            onClick={() => setConfirmingDelete(true)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <CommentsModal
        opened={commentsOpen}
        onClose={() => setCommentsOpen(false)}
        task={task}
        subtask={null}
        canComment={access.edit}
      />
      <ConfirmDeleteModal
        opened={confirmingDelete}
        title="Delete task"
        busy={false}
        focusConfirm
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          remove.mutate(task.id);
        }}
      >
        <Text size="sm">
          Delete <b>{task.title}</b>? Its subtasks, comments, collaborators and activity are deleted with it.
        </Text>
      </ConfirmDeleteModal>
    </Group>
  );
}

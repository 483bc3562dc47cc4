import type { Subtask, Task } from '@freight/domain';
import { ActionIcon, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CommentsModal } from '../comments/CommentsModal';
import { DragHandle } from '../sortable/DragHandle';
import type { DragHandleProps } from '../sortable/SortableRow';
import { InlineTitle } from '../task/InlineTitle';
import { PriorityMenu } from '../task/PriorityMenu';
import classes from '../task/TaskCard.module.css';
import { useDeleteSubtask } from './useDeleteSubtask';
import { useSubtaskChange } from './useSubtaskChange';

interface SubtaskRowProps {
  task: Task;
  subtask: Subtask;
  handle: DragHandleProps;
  editable: boolean;
}

/** A subtask: drag handle, checkbox, inline title, priority, comments and delete. */
export function SubtaskRow({ task, subtask, handle, editable }: SubtaskRowProps) {
  const change = useSubtaskChange();
  const remove = useDeleteSubtask();
  const [commentsOpen, setCommentsOpen] = useState(false);
  // A row the server has not answered for yet has no id to change it by.
  const saved = subtask.id > 0;
  const canEdit = editable && saved;
  const ids = { taskId: task.id, subtaskId: subtask.id };

  return (
    <Group gap={6} wrap="nowrap" className={classes.subtaskRow} data-testid="subtask-row">
      <DragHandle
        handle={{ ...handle, disabled: handle.disabled || !canEdit }}
        label={`Drag to reorder ${subtask.title}`}
      />
      <Checkbox
        aria-label={`Completed: ${subtask.title}`}
        checked={subtask.completed}
        disabled={!canEdit}
        onChange={(event) =>
          change.mutate({
            ...ids,
            changes: { completed: event.currentTarget.checked },
            failure: 'Failed to toggle subtask',
          })
        }
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <InlineTitle
          title={subtask.title}
          label="Subtask title"
          size="sm"
          editable={canEdit}
          completed={subtask.completed}
          onSave={(title) =>
            change.mutate({ ...ids, changes: { title }, failure: 'Failed to update subtask' })
          }
        />
      </div>
      <PriorityMenu
        value={subtask.priority}
        disabled={!canEdit}
        onChange={(priority) =>
          change.mutate({ ...ids, changes: { priority }, failure: 'Failed to update subtask priority' })
        }
      />
      <Tooltip label="Comments" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Comments on ${subtask.title} (${subtask.comment_count})`}
          onClick={() => setCommentsOpen(true)}
          disabled={!saved}
          w="auto"
          px={4}
        >
          <Group gap={2} wrap="nowrap">
            <IconMessageCircle size={16} />
            {subtask.comment_count > 0 && (
              <Text size="xs" fw={600}>
                {subtask.comment_count}
              </Text>
            )}
          </Group>
        </ActionIcon>
      </Tooltip>
      {editable && (
        <Tooltip label="Delete subtask" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={`Delete ${subtask.title}`}
            disabled={!saved}
            onClick={() => remove.mutate(ids)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {saved && (
        <CommentsModal
          opened={commentsOpen}
          onClose={() => setCommentsOpen(false)}
          task={task}
          subtask={subtask}
          canComment={editable}
        />
      )}
    </Group>
  );
}

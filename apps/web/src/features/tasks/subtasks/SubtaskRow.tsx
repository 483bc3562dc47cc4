import type { Subtask, Task } from '@freight/domain';
import { Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { CommentsButton } from '../comments/CommentsButton';
import { CommentsModal } from '../comments/CommentsModal';
import { DragHandle } from '../sortable/DragHandle';
import type { DragHandleProps } from '../sortable/SortableRow';
import { TipIconButton } from '../TipIconButton';
import { CompletedCheckbox } from '../task/CompletedCheckbox';
import { InlineTitle } from '../task/InlineTitle';
import classes from '../task/TaskCard.module.css';
import { PriorityMenu } from '../task/TaskMenus';
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
  const t = useT();
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
        label={t('tasks.dragToReorder', { title: subtask.title })}
      />
      <CompletedCheckbox
        title={subtask.title}
        checked={subtask.completed}
        disabled={!canEdit}
        onToggle={(completed) =>
          change.mutate({ ...ids, changes: { completed }, failure: 'tasks.failedToggleSubtask' })
        }
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <InlineTitle
          title={subtask.title}
          label={t('tasks.subtaskTitle')}
          editLabel={t('tasks.editSubtaskTitle', { title: subtask.title })}
          size="sm"
          editable={canEdit}
          completed={subtask.completed}
          onSave={(title) =>
            change.mutate({ ...ids, changes: { title }, failure: 'tasks.failedUpdateSubtask' })
          }
        />
      </div>
      <PriorityMenu
        value={subtask.priority}
        disabled={!canEdit}
        onChange={(priority) =>
          change.mutate({ ...ids, changes: { priority }, failure: 'tasks.failedUpdateSubtaskPriority' })
        }
      />
      <CommentsButton
        title={subtask.title}
        count={subtask.comment_count}
        size="sm"
        disabled={!saved}
        onClick={() => setCommentsOpen(true)}
      />
      {editable && (
        <TipIconButton
          tip={t('tasks.deleteSubtask')}
          label={t('tasks.deleteNamed', { title: subtask.title })}
          color="red"
          size="sm"
          disabled={!saved}
          onClick={() => remove.mutate(ids)}
        >
          <IconTrash size={16} />
        </TipIconButton>
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

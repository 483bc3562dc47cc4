import { moveRequest, type Task } from '@freight/domain';
import { Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { SortableList } from '../sortable/SortableList';
import { SortableRow } from '../sortable/SortableRow';
import type { TaskAccess } from '../task/useTaskAccess';
import { useTaskChange } from '../task/useTaskChange';
import { AddSubtaskForm } from './AddSubtaskForm';
import { ManualProgressSlider } from './ManualProgressSlider';
import { SubtaskRow } from './SubtaskRow';
import { useAddSubtask } from './useAddSubtask';
import { useMoveSubtask } from './useMoveSubtask';

let nextTempId = -1;

/**
 * The Subtasks tab: the progress slider for a manual-progress task, else the drag-sortable subtasks and the
 * add-subtask form.
 */
export function SubtasksPanel({ task, access }: { task: Task; access: TaskAccess }) {
  const t = useT();
  const change = useTaskChange();
  const add = useAddSubtask();
  const move = useMoveSubtask();

  if (task.is_manual_progress) {
    return (
      <ManualProgressSlider
        title={task.title}
        progress={task.progress}
        editable={access.edit}
        onSave={(progress) =>
          change.mutate({ id: task.id, changes: { progress }, failure: 'tasks.failedUpdateProgress' })
        }
      />
    );
  }

  function handleMove(activeId: number, overId: number) {
    const ids = task.subtasks.map((subtask) => subtask.id);
    const request = moveRequest(ids, activeId, ids.indexOf(overId));
    const byId = new Map(task.subtasks.map((subtask) => [subtask.id, subtask]));
    move.mutate({
      taskId: task.id,
      subtaskId: activeId,
      ordered: request.ids.map((id) => byId.get(id)!),
      after_id: request.after_id,
      before_id: request.before_id,
    });
  }

  return (
    <Stack gap={4}>
      {task.subtasks.length === 0 && (
        <Text size="sm" c="dimmed" py="xs">
          {t('tasks.noSubtasks')}
        </Text>
      )}
      <SortableList items={task.subtasks} onMove={handleMove} itemName="subtask" disabled={!access.edit}>
        {task.subtasks.map((subtask) => (
          <SortableRow key={subtask.id} id={subtask.id} disabled={!access.edit || subtask.id < 0}>
            {(handle) => <SubtaskRow task={task} subtask={subtask} handle={handle} editable={access.edit} />}
          </SortableRow>
        ))}
      </SortableList>
      {access.edit && (
        <AddSubtaskForm onAdd={(title) => add.mutate({ taskId: task.id, title, tempId: nextTempId-- })} />
      )}
    </Stack>
  );
}

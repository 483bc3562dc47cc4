import { moveRequest, type Task } from '@freight/domain';
import { type TaskListParams, taskKeys } from '../../../shared/api/queryKeys';
import { useMoveTask } from './useMoveTask';
import type { TaskSort } from './useTaskManagerParams';

/**
 * A drag of one task card onto another: the list shown (`params`) is reordered at once and the move saved;
 * a drag sets the custom order, so a list sorted by priority switches to it.
 */
export function useTaskReorder(tasks: Task[], params: TaskListParams, setSort: (sort: TaskSort) => void) {
  const move = useMoveTask();
  return (activeId: number, overId: number) => {
    const ids = tasks.map((task) => task.id);
    const request = moveRequest(ids, activeId, ids.indexOf(overId));
    const byId = new Map(tasks.map((task) => [task.id, task]));
    move.mutate({
      id: activeId,
      queryKey: taskKeys.list(params),
      ordered: request.ids.map((id) => byId.get(id)!),
      after_id: request.after_id,
      before_id: request.before_id,
    });
    if (params.sort !== 'custom') setSort('custom');
  };
}

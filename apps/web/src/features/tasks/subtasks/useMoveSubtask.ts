import { type Subtask, subtasksApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { type Between, useMoveBetween } from '../sortable/useMoveBetween';
import { setCachedSubtasks } from './subtaskCache';

interface SubtaskMove extends Between {
  taskId: number;
  subtaskId: number;
  /** The subtasks in their new order, shown at once. */
  ordered: Subtask[];
}

/** POST /subtasks/{id}/move: the task's subtasks show the new order at once (`useMoveBetween`). */
export function useMoveSubtask() {
  return useMoveBetween({
    send: ({ subtaskId }: SubtaskMove, body) =>
      callApi(subtasksApi.move, { params: { id: subtaskId }, body }),
    show: ({ taskId, ordered }, queryClient) => setCachedSubtasks(queryClient, taskId, () => ordered),
  });
}

import { type Subtask, subtasksApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { useOptimisticTaskMutation } from '../useOptimisticTaskMutation';
import { setCachedSubtasks } from './subtaskCache';

interface SubtaskMove {
  taskId: number;
  subtaskId: number;
  /** The subtasks in their new order, shown at once. */
  ordered: Subtask[];
  after_id: number | null;
  before_id: number | null;
}

/** POST /subtasks/{id}/move ("put it between these two"); a refused move puts the list back. */
export function useMoveSubtask() {
  return useOptimisticTaskMutation({
    send: ({ subtaskId, after_id, before_id }: SubtaskMove) =>
      callApi(subtasksApi.move, { params: { id: subtaskId }, body: { after_id, before_id } }),
    show: ({ taskId, ordered }, queryClient) => setCachedSubtasks(queryClient, taskId, () => ordered),
    failure: 'Failed to save task order',
  });
}

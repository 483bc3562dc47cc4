import { subtasksApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { useOptimisticTaskMutation } from '../useOptimisticTaskMutation';
import { setCachedSubtasks } from './subtaskCache';

/** DELETE /subtasks/{id}: the row goes at once and comes back in its place if the server refuses. */
export function useDeleteSubtask() {
  return useOptimisticTaskMutation({
    send: ({ subtaskId }: { taskId: number; subtaskId: number }) =>
      callApi(subtasksApi.remove, { params: { id: subtaskId } }),
    show: ({ taskId, subtaskId }, queryClient) =>
      setCachedSubtasks(queryClient, taskId, (subtasks) => subtasks.filter((s) => s.id !== subtaskId)),
    failure: 'tasks.failedDeleteSubtask',
  });
}

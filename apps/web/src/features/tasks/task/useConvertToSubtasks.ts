import { FIRST_SUBTASK_TITLE, type Task, tasksApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { cachedTask, patchCachedTask } from '../taskCache';
import { useOptimisticTaskMutation } from '../useOptimisticTaskMutation';

/**
 * POST /tasks/{id}/convert_to_subtasks: manual progress off, progress 0, and a first subtask
 * 'Subtask 1' with the task's priority, shown at once.
 */
export function useConvertToSubtasks() {
  return useOptimisticTaskMutation({
    send: (id: number) => callApi(tasksApi.convertToSubtasks, { params: { id } }),
    show: (id, queryClient) => {
      const before = cachedTask(queryClient, id);
      if (!before) return undefined;
      const now = new Date().toISOString();
      patchCachedTask(queryClient, id, (task) => ({
        ...task,
        is_manual_progress: false,
        progress: 0,
        subtasks: [
          {
            id: -1,
            task_id: id,
            title: FIRST_SUBTASK_TITLE,
            completed: false,
            priority: task.priority,
            sort_order: 0,
            comment_count: 0,
            version: 0,
            created_at: now,
            updated_at: now,
          },
        ],
      }));
      return () => patchCachedTask(queryClient, id, () => before);
    },
    saved: (task: Task, _id, queryClient) => patchCachedTask(queryClient, task.id, () => task),
    failure: 'tasks.failedConvert',
  });
}

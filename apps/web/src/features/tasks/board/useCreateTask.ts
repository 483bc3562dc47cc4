import { isManualProgressForTitle, tasksApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { useOptimisticTaskMutation } from '../useOptimisticTaskMutation';

/**
 * POST /tasks from the add-task form's title. The 'subtask' rule (`AddTaskForm`) decides the progress mode;
 * the list is read again once the server has placed the task.
 */
export function useCreateTask() {
  return useOptimisticTaskMutation({
    send: (title: string) =>
      callApi(tasksApi.create, { body: { title, is_manual_progress: isManualProgressForTitle(title) } }),
    failure: 'tasks.failedCreate',
  });
}

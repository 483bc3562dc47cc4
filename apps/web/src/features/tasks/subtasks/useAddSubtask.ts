import { type Subtask, subtasksApi, type TaskPriority } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { useOptimisticTaskMutation } from '../useOptimisticTaskMutation';
import { setCachedSubtasks } from './subtaskCache';

interface NewSubtask {
  taskId: number;
  title: string;
  priority?: TaskPriority;
  /** A stand-in id (negative) for the row shown until the server answers with the real one. */
  tempId: number;
}

/** POST /subtasks: the row appears at the end of the list at once, and goes if the server refuses it. */
export function useAddSubtask() {
  return useOptimisticTaskMutation({
    send: ({ taskId, title, priority }: NewSubtask) =>
      callApi(subtasksApi.create, { body: { task_id: taskId, title, priority } }),
    show: ({ taskId, title, priority, tempId }, queryClient) => {
      const now = new Date().toISOString();
      return setCachedSubtasks(queryClient, taskId, (subtasks) => [
        ...subtasks,
        {
          id: tempId,
          task_id: taskId,
          title,
          completed: false,
          priority: priority ?? 'medium',
          sort_order: (subtasks.at(-1)?.sort_order ?? 0) + 1,
          comment_count: 0,
          version: 0,
          created_at: now,
          updated_at: now,
        } satisfies Subtask,
      ]);
    },
    saved: (saved, { taskId, tempId }, queryClient) => {
      setCachedSubtasks(queryClient, taskId, (subtasks) =>
        subtasks.map((subtask) => (subtask.id === tempId ? saved : subtask)),
      );
    },
    failure: 'tasks.failedAddSubtask',
  });
}

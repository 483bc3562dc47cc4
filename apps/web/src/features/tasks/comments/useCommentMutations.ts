import { taskCommentsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { taskKeys } from '../../../shared/api/queryKeys';

/**
 * POST and DELETE /task_comments. The thread and the task lists (comment counts, activity) are read again
 * after each; failures are shown in the modal by its caller.
 */
export function useCommentMutations(taskId: number, subtaskId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKeys.comments(taskId, subtaskId) }),
      queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: taskKeys.activity(taskId) }),
    ]);
  const add = useMutation({
    mutationFn: (text: string) =>
      callApi(taskCommentsApi.create, {
        body:
          subtaskId === null
            ? { task_id: taskId, comment_type: 'task', comment_text: text }
            : { task_id: taskId, subtask_id: subtaskId, comment_type: 'subtask', comment_text: text },
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(taskCommentsApi.remove, { params: { id } }),
    onSuccess: refresh,
  });
  return { add, remove };
}

import { taskCommentsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { taskKeys } from '../../../shared/api/queryKeys';

/** Comments shown in the modal; a longer thread shows its latest ones. */
const COMMENTS_LIMIT = 200;

/** GET /task_comments of a task itself (subtaskId null) or of one of its subtasks, oldest first. */
export function useTaskComments(taskId: number, subtaskId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: taskKeys.comments(taskId, subtaskId),
    queryFn: ({ signal }) =>
      fetchList(taskCommentsApi.list, {
        signal,
        query:
          subtaskId === null
            ? { task_id: taskId, comment_type: 'task', limit: COMMENTS_LIMIT }
            : { task_id: taskId, subtask_id: subtaskId, limit: COMMENTS_LIMIT },
      }),
    enabled,
  });
}

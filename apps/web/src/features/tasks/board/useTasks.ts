import { tasksApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { type TaskListParams, taskKeys } from '../../../shared/api/queryKeys';
import type { PriorityFilter, TaskSort } from './useTaskManagerParams';

/** The query of a task list (its key is what a drag reorders in place). */
function taskListQuery(params: TaskListParams) {
  return {
    queryKey: taskKeys.list(params),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchList(tasksApi.list, {
        signal,
        query: {
          limit: params.limit,
          // Priority order: urgent, high, medium, low (each priority in the custom order, so a drag there
          // moves what it shows); custom is the server's default (position, then creation time).
          order_by:
            params.sort === 'priority' ? 'priority_rank ASC, sort_order ASC, created_at ASC' : undefined,
          priority: params.priority === 'all' ? undefined : params.priority,
        },
      }),
  };
}

/** GET /tasks: the tasks the signed-in user may see, filtered and sorted by the server. */
export function useTasks(priority: PriorityFilter, sort: TaskSort, limit: number, enabled: boolean) {
  return useQuery({
    ...taskListQuery({ priority, sort, limit }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

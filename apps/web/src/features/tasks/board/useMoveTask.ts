import { type Task, tasksApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import type { ListPage } from '../../../shared/api/fetchList';
import { useOptimisticTaskMutation } from '../useOptimisticTaskMutation';

interface TaskMove {
  id: number;
  /** The list the drag happened in, and its rows in their new order. */
  queryKey: readonly unknown[];
  ordered: Task[];
  after_id: number | null;
  before_id: number | null;
}

/**
 * POST /tasks/{id}/move: "put it between these two", one row written on the server. The list shows the new
 * order at once; a refused move puts it back, so the list never shows an order the server does not hold.
 */
export function useMoveTask() {
  return useOptimisticTaskMutation({
    send: ({ id, after_id, before_id }: TaskMove) =>
      callApi(tasksApi.move, { params: { id }, body: { after_id, before_id } }),
    show: ({ queryKey, ordered }, queryClient) => {
      const before = queryClient.getQueryData<ListPage<Task>>(queryKey);
      queryClient.setQueryData<ListPage<Task>>(queryKey, (page) =>
        page ? { ...page, data: ordered } : page,
      );
      return () => queryClient.setQueryData(queryKey, before);
    },
    failure: 'Failed to save task order',
  });
}

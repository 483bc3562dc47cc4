import { type Task, tasksApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import type { ListPage } from '../../../shared/api/fetchList';
import { type Between, useMoveBetween } from '../sortable/useMoveBetween';

interface TaskMove extends Between {
  id: number;
  /** The list the drag happened in, and its rows in their new order. */
  queryKey: readonly unknown[];
  ordered: Task[];
}

/** POST /tasks/{id}/move: the list the drag happened in shows the new order at once (`useMoveBetween`). */
export function useMoveTask() {
  return useMoveBetween({
    send: ({ id }: TaskMove, body) => callApi(tasksApi.move, { params: { id }, body }),
    show: ({ queryKey, ordered }, queryClient) => {
      const before = queryClient.getQueryData<ListPage<Task>>(queryKey);
      queryClient.setQueryData<ListPage<Task>>(queryKey, (page) =>
        page ? { ...page, data: ordered } : page,
      );
      return () => queryClient.setQueryData(queryKey, before);
    },
  });
}

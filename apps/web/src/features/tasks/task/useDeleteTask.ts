import { type Task, tasksApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import type { ListPage } from '../../../shared/api/fetchList';
import { taskKeys } from '../../../shared/api/queryKeys';
import { useOptimisticTaskMutation } from '../useOptimisticTaskMutation';

/** DELETE /tasks/{id}: the card goes at once and comes back where it was if the server refuses. */
export function useDeleteTask() {
  return useOptimisticTaskMutation({
    send: (id: number) => callApi(tasksApi.remove, { params: { id } }),
    show: (id, queryClient) => {
      const before = queryClient.getQueriesData<ListPage<Task>>({ queryKey: taskKeys.lists() });
      queryClient.setQueriesData<ListPage<Task>>({ queryKey: taskKeys.lists() }, (page) =>
        page?.data.some((task) => task.id === id)
          ? { ...page, data: page.data.filter((task) => task.id !== id), total: page.total - 1 }
          : page,
      );
      return () => {
        for (const [key, page] of before) queryClient.setQueryData(key, page);
      };
    },
    failure: 'tasks.failedDelete',
  });
}

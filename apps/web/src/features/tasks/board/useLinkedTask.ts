import { tasksApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { taskKeys } from '../../../shared/api/queryKeys';

/** The task a link names (the global search's), when the caller may see it: GET /tasks?id=. */
export function useLinkedTask(id: number | undefined) {
  return useQuery({
    queryKey: taskKeys.linked(id ?? 0),
    queryFn: ({ signal }) => fetchList(tasksApi.list, { signal, query: { id: String(id) } }),
    enabled: id !== undefined,
    select: (page) => page.data[0] ?? null,
  });
}

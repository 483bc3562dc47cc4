import { taskActivityApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { taskKeys } from '../../../shared/api/queryKeys';

/** A card shows the last 5 entries, so it stays short; 'Load more' reads 5 more. */
export const CARD_ACTIVITY_LIMIT = 5;

/** GET /task_activity_log of one task, newest first. */
export function useTaskActivity(taskId: number, limit: number) {
  return useQuery({
    queryKey: taskKeys.activityPage(taskId, limit),
    queryFn: ({ signal }) => fetchList(taskActivityApi.list, { signal, query: { task_id: taskId, limit } }),
    placeholderData: keepPreviousData,
  });
}

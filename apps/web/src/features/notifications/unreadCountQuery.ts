import { notificationsApi } from '@freight/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { notificationKeys } from '../../shared/api/queryKeys';

/**
 * How many notifications wait unread: the bell's dot and count. Refetched every minute and when the window
 * comes back into focus (live events refresh it sooner where they are streamed).
 */
export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: async ({ signal }) => (await callApi(notificationsApi.unreadCount, { signal })).unread_count,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

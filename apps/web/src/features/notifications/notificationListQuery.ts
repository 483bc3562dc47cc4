import { notificationsApi } from '@freight/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { notificationKeys } from '../../shared/api/queryKeys';

/** How many of the newest notifications the bell's panel lists. */
const NOTIFICATION_PANEL_SIZE = 20;

/** The newest notifications of the signed-in user (the server answers only their own), newest first. */
export const notificationListQuery = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ signal }) =>
    fetchList(notificationsApi.list, { query: { limit: NOTIFICATION_PANEL_SIZE }, signal }),
  refetchOnWindowFocus: true,
});

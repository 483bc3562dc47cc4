import { notificationsApi } from '@freight/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { notificationKeys } from '../../shared/api/queryKeys';

/** Which channels this server has: e-mail only with an SMTP relay (SMTP_URL). */
export const notificationChannelsQuery = queryOptions({
  queryKey: notificationKeys.channels(),
  queryFn: ({ signal }) => callApi(notificationsApi.channels, { signal }),
  staleTime: 10 * 60_000,
});

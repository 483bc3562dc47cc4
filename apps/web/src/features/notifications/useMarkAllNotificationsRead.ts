import { notificationsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { notificationKeys } from '../../shared/api/queryKeys';

/** Marks all of the user's notifications read; the panel's list and the bell's count are refreshed. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationsApi.readAll),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

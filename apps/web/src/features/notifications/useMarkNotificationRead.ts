import { notificationsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { notificationKeys } from '../../shared/api/queryKeys';

/** Marks one notification read; the panel's list and the bell's count are refreshed. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(notificationsApi.read, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

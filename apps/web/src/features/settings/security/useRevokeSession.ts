import { accountSecurityApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { accountSecurityKeys } from '../../../shared/api/queryKeys';

/** Signs out one session; the list is read again whatever the answer (it may have ended already). */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(accountSecurityApi.revokeSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.sessions() }),
  });
}

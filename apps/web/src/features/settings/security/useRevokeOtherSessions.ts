import { accountSecurityApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { accountSecurityKeys } from '../../../shared/api/queryKeys';

/** Signs out every session of the user but this one. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(accountSecurityApi.revokeOtherSessions),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.sessions() }),
  });
}

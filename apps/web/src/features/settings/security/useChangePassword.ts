import { accountSecurityApi, type PasswordChange } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { accountSecurityKeys } from '../../../shared/api/queryKeys';

/** Changes the own password; the server ends every other session, so the session list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChange) => callApi(accountSecurityApi.changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.sessions() }),
  });
}

import { accountSecurityApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { accountSecurityKeys } from '../../../shared/api/queryKeys';

/** Ten new recovery codes, confirmed with the password; the earlier ones stop working. */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      callApi(accountSecurityApi.twoFactorRecoveryCodes, { body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.twoFactor() }),
  });
}

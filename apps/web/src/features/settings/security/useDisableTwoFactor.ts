import { accountSecurityApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { accountSecurityKeys } from '../../../shared/api/queryKeys';

/** Turns two-factor sign-in off, confirmed with the password. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callApi(accountSecurityApi.twoFactorDisable, { body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.twoFactor() }),
  });
}

import { accountSecurityApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { accountSecurityKeys } from '../../../shared/api/queryKeys';

/** Confirms the pending secret with a code; answers the ten recovery codes, shown this once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(accountSecurityApi.twoFactorEnable, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.twoFactor() }),
  });
}

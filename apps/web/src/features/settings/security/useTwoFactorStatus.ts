import { accountSecurityApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { accountSecurityKeys } from '../../../shared/api/queryKeys';

/** Whether two-factor sign-in is on for the signed-in user, since when, and how many recovery codes are left. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: accountSecurityKeys.twoFactor(),
    queryFn: ({ signal }) => callApi(accountSecurityApi.twoFactorStatus, { signal }),
  });
}

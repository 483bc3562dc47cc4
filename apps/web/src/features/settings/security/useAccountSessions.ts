import { accountSecurityApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { accountSecurityKeys } from '../../../shared/api/queryKeys';

/** The signed-in user's sessions, most recently used first; read only while the list is open. */
export function useAccountSessions(enabled: boolean) {
  return useQuery({
    queryKey: accountSecurityKeys.sessions(),
    queryFn: ({ signal }) => callApi(accountSecurityApi.listSessions, { signal }),
    enabled,
  });
}

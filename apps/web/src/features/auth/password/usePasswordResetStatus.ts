import { passwordResetApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { sessionKeys } from '../../../shared/api/queryKeys';

/** Whether reset by e-mail is available (the server has SMTP); read while signed out. */
export function usePasswordResetStatus() {
  return useQuery({
    queryKey: sessionKeys.passwordResetStatus,
    queryFn: ({ signal }) => callApi(passwordResetApi.status, { signal }),
    staleTime: 5 * 60_000,
  });
}

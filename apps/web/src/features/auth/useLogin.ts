import type { LoginRequest } from '@freight/domain';
import { authApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { sessionQuery } from './sessionQuery';

/**
 * Signs in, then loads the full session (user and permissions). Data cached for a previous user is dropped
 * first, so nothing of theirs can flash on screen for the next one.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => callApi(authApi.login, { body: credentials }),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
      await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    },
  });
}

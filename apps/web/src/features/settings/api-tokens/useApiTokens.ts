import { type ApiTokenCreate, apiTokensApi } from '@freight/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { accessKeys } from '../../../shared/api/queryKeys';

/** One's own API tokens, or everyone's (`all`, administrators). */
export function useApiTokens(all: boolean) {
  return useQuery({
    queryKey: accessKeys.apiTokens(all),
    queryFn: ({ signal }) => callApi(apiTokensApi.list, { query: { all: all ? '1' : '0' }, signal }),
  });
}

/** Creates a token; its answer carries the token text, shown once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenCreate) => callApi(apiTokensApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.apiTokensRoot }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(apiTokensApi.revoke, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessKeys.apiTokensRoot }),
  });
}

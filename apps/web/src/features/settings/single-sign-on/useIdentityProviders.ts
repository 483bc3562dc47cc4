import {
  type IdentityProviderCreate,
  type IdentityProviderUpdate,
  identityProvidersApi,
} from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { accessKeys } from '../../../shared/api/queryKeys';
import { useRefreshingMutation } from '../../../shared/api/useRefreshingMutation';

/** The stored providers, and whether the server can store client secrets (SECRET_KEY set). */
export function useIdentityProviders() {
  return useQuery({
    queryKey: accessKeys.identityProviders,
    queryFn: ({ signal }) => callApi(identityProvidersApi.list, { signal }),
  });
}

export function useIdentityProviderMutations() {
  const key = accessKeys.identityProviders;
  return {
    create: useRefreshingMutation(key, (body: IdentityProviderCreate) =>
      callApi(identityProvidersApi.create, { body }),
    ),
    update: useRefreshingMutation(key, ({ id, changes }: { id: number; changes: IdentityProviderUpdate }) =>
      callApi(identityProvidersApi.update, { params: { id }, body: changes }),
    ),
    remove: useRefreshingMutation(key, (id: number) =>
      callApi(identityProvidersApi.remove, { params: { id } }),
    ),
  };
}

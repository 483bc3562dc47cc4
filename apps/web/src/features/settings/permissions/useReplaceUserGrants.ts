import { permissionsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { permissionKeys, sessionKeys } from '../../../shared/api/queryKeys';

export interface Grant {
  module_id: number;
  permission_id: number;
}

/** PUT /users/{id}/permissions: the user's grants become exactly these, in one transaction. */
export function useReplaceUserGrants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, grants }: { userId: number; grants: Grant[] }) =>
      callApi(permissionsApi.replaceUserGrants, { params: { id: userId }, body: { grants } }),
    onSuccess: (answer, { userId }) => {
      queryClient.setQueryData(permissionKeys.grants(userId), {
        data: answer.data,
        total: answer.data.length,
        limit: 1000,
        offset: 0,
      });
      return queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}

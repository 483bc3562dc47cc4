import { type User, type UserCreateInput, type UserUpdateInput, usersApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { sessionKeys, userKeys } from '../../../shared/api/queryKeys';

export type SaveUserInput =
  | { id?: undefined; body: UserCreateInput }
  | { id: number; version: number; body: UserUpdateInput };

/** POST /users or PUT /users/{id} (with the version read); the user lists refetch, and the session when it is mine. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveUserInput): Promise<User> =>
      input.id === undefined
        ? callApi(usersApi.create, { body: input.body })
        : callApi(usersApi.update, { params: { id: input.id }, body: input.body, ifMatch: input.version }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
      ]),
  });
}

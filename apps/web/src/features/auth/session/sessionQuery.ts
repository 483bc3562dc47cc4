import type { MeResponse } from '@freight/domain';
import { authApi } from '@freight/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { sessionKeys } from '../../../shared/api/queryKeys';

/**
 * The signed-in session: `{user, permissions}`, or `null` when the server answers 401 (signed out).
 * Signed out is a normal state, not an error, so screens can tell it apart from "server unreachable".
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: async ({ signal }): Promise<MeResponse | null> => {
    try {
      return await callApi(authApi.me, { signal });
    } catch (error) {
      if (hasErrorCode(error, 'UNAUTHENTICATED')) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

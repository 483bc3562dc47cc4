import type { MeResponse } from '@freight/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { sessionKeys } from '../../../shared/api/queryKeys';
import { signInEndpoints } from './signInEndpoints';

/**
 * The signed-in session: `{user, permissions}`, or `null` when signed out. Asked of `/auth/session`, which
 * answers signed out as `{user: null}` rather than a 401 the browser would log as an error on every page
 * load; a 401 (a server without that route) still reads as signed out. Signed out is a normal state, not an
 * error, so screens can tell it apart from "server unreachable".
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: async ({ signal }): Promise<MeResponse | null> => {
    try {
      const session = await callApi(signInEndpoints.session, { signal });
      return session.user ? session : null;
    } catch (error) {
      if (hasErrorCode(error, 'UNAUTHENTICATED')) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

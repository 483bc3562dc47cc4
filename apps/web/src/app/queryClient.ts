import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../features/auth/session/sessionQuery';
import { ApiError } from '../shared/api/ApiError';
import { hasErrorCode } from '../shared/api/hasErrorCode';

/**
 * A 401 from any call means the session ended (expired, or signed out in another tab). Marking the session
 * as signed out makes the route guard send the user to /login, remembering where they were.
 */
function endSessionOnUnauthorized(error: unknown): void {
  if (hasErrorCode(error, 'UNAUTHENTICATED')) queryClient.setQueryData(sessionQuery.queryKey, null);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: endSessionOnUnauthorized }),
  mutationCache: new MutationCache({ onError: endSessionOnUnauthorized }),
  defaultOptions: {
    queries: {
      // Client errors (4xx) will not change on retry; network failures and 5xx get two more tries.
      retry: (failureCount, error) => {
        if (ApiError.is(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});

import { useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from './sessionQuery';

/**
 * After a sign-in: drops data cached for a previous user, so nothing of theirs can flash on screen for the
 * next one, then loads the full session (user and permissions).
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
    await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
  };
}

import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from './sessionQuery';

/** The current session; `data` is `null` when signed out and `undefined` while the first check runs. */
export function useSession() {
  return useQuery(sessionQuery);
}

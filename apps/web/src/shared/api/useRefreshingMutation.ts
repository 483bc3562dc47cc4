import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A change after which what it can move is read again: every query under `refreshKey` (a resource's lists
 * and records) is invalidated once the server has accepted it.
 */
export function useRefreshingMutation<V, R>(refreshKey: QueryKey, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshKey }),
  });
}

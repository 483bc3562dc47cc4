import {
  type MutationKey,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

export interface OptimisticMutationOptions<V, R> {
  /** The call. */
  mutationFn: (variables: V, queryClient: QueryClient) => Promise<R>;
  /** The queries the change shows in: reads of them still on their way are cancelled (they would bring the
   * old value back), without waiting, so the change shows in the same render as the click. */
  cancel: QueryKey;
  /** Shows the change in the cache at once and answers how to take it back (see `patchQuery`). */
  apply: (variables: V, queryClient: QueryClient) => (() => void) | undefined;
  /** What the server's answer changes on screen (a new version, a new row's id). */
  onSuccess?: (result: R, variables: V, queryClient: QueryClient) => void;
  /** After the change was taken back: how the failure is told (by its error code). */
  onError?: (error: Error, variables: V, queryClient: QueryClient) => void;
  /** After success or failure: what to read again so the server's values become the truth. */
  settle: (queryClient: QueryClient) => Promise<unknown> | undefined;
  /** Changes of one scope are sent one after another, each with the version the last answer gave. */
  scope?: string;
  mutationKey?: MutationKey;
}

/**
 * The one way a change shows before the server answers: cancel the reads in flight, apply it to the cache
 * (keeping how to undo it), send it, take it back if refused, and read again when settled.
 */
export function useOptimisticMutation<V, R>(options: OptimisticMutationOptions<V, R>) {
  const queryClient = useQueryClient();
  const { mutationFn, cancel, apply, onSuccess, onError, settle, scope, mutationKey } = options;
  return useMutation({
    mutationKey,
    scope: scope ? { id: scope } : undefined,
    mutationFn: (variables: V) => mutationFn(variables, queryClient),
    onMutate: (variables: V) => {
      void queryClient.cancelQueries({ queryKey: cancel });
      return { undo: apply(variables, queryClient) };
    },
    onSuccess: (result, variables) => onSuccess?.(result, variables, queryClient),
    onError: (error, variables, context) => {
      context?.undo?.();
      onError?.(error, variables, queryClient);
    },
    onSettled: () => settle(queryClient),
  });
}

/** Snapshot and apply in one: changes one cached query and answers how to put the snapshot back. */
export function patchQuery<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (current: T) => T,
): (() => void) | undefined {
  const before = queryClient.getQueryData<T>(queryKey);
  if (before === undefined) return undefined;
  queryClient.setQueryData<T>(queryKey, change(before));
  return () => queryClient.setQueryData<T>(queryKey, before);
}

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { taskKeys } from '../../shared/api/queryKeys';
import { useReportTaskError } from './TaskErrorContext';
import { refreshTasksWhenSettled } from './taskCache';

interface OptimisticTaskMutation<V, R> {
  /** The call; it runs after the task changes sent before it have been answered. */
  send: (variables: V, queryClient: QueryClient) => Promise<R>;
  /** Shows the change at once and answers how to take it back. */
  show?: (variables: V, queryClient: QueryClient) => (() => void) | undefined;
  /** What the server's answer changes on screen (a new version, a new row's id). */
  saved?: (result: R, variables: V, queryClient: QueryClient) => void;
  /** The banner text when the server refuses, e.g. 'Failed to add subtask'. */
  failure: string | ((variables: V) => string);
}

/**
 * The shape of every Task Manager change: shown on screen at once, sent in order with the other task changes
 * (one mutation scope, so each carries the version the previous answer gave), taken back with the red banner
 * if the server refuses, and the lists read again once nothing is pending.
 */
export function useOptimisticTaskMutation<V, R>({
  send,
  show,
  saved,
  failure,
}: OptimisticTaskMutation<V, R>) {
  const queryClient = useQueryClient();
  const report = useReportTaskError();
  return useMutation({
    mutationKey: taskKeys.all,
    scope: { id: 'tasks' },
    mutationFn: (variables: V) => send(variables, queryClient),
    onMutate: (variables: V) => {
      // A list read still on its way would land after this change and show the old value again. Cancelling
      // takes effect at once; not awaited, so the change shows in the same render as the click.
      void queryClient.cancelQueries({ queryKey: taskKeys.lists() });
      return { undo: show?.(variables, queryClient) };
    },
    onSuccess: (result, variables) => saved?.(result, variables, queryClient),
    onError: (error, variables, context) => {
      context?.undo?.();
      report(typeof failure === 'function' ? failure(variables) : failure, error);
    },
    onSettled: () => refreshTasksWhenSettled(queryClient),
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { taskKeys } from '../../shared/api/queryKeys';
import { useOptimisticMutation } from '../../shared/forms/useOptimisticMutation';
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
  const report = useReportTaskError();
  return useOptimisticMutation({
    mutationKey: taskKeys.all,
    scope: 'tasks',
    mutationFn: send,
    cancel: taskKeys.lists(),
    apply: (variables, queryClient) => show?.(variables, queryClient),
    onSuccess: saved,
    onError: (error, variables) =>
      report(typeof failure === 'function' ? failure(variables) : failure, error),
    settle: refreshTasksWhenSettled,
  });
}

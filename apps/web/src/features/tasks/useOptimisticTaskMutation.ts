import type { QueryClient } from '@tanstack/react-query';
import { taskKeys } from '../../shared/api/queryKeys';
import { resendIfUntouched } from '../../shared/forms/resendIfUntouched';
import { useOptimisticMutation } from '../../shared/forms/useOptimisticMutation';
import type { MessageId } from '../../shared/i18n/i18n';
import { translate } from '../../shared/i18n/useT';
import { useReportTaskError } from './TaskErrorContext';
import { refreshTasksWhenSettled } from './taskCache';

type StoredRow = { version: number };

interface OptimisticTaskMutation<V, R> {
  /**
   * The call; it runs after the task changes sent before it have been answered. `version`, when given, is the
   * one to send (the latest, after a 412); otherwise the one on screen.
   */
  send: (variables: V, queryClient: QueryClient, version?: number) => Promise<R>;
  /** Shows the change at once and answers how to take it back. */
  show?: (variables: V, queryClient: QueryClient) => (() => void) | undefined;
  /** What the server's answer changes on screen (a new version, a new row's id). */
  saved?: (result: R, variables: V, queryClient: QueryClient) => void;
  /**
   * For a change of some fields of one stored row (a toggle, a menu pick): the fields it changes as the screen
   * showed them before, and how to read the row again, so that a 412 resends it unless a colleague changed
   * one of those fields meanwhile (resendIfUntouched).
   */
  resend?: {
    shownBefore: (variables: V, queryClient: QueryClient) => Record<string, unknown> | undefined;
    load: (variables: V) => Promise<StoredRow>;
  };
  /** The banner text's message when the server refuses, e.g. 'Failed to add subtask'. */
  failure: MessageId | ((variables: V) => MessageId);
}

// The fields of each change as shown before it, taken when it is shown and read when it is sent.
const shownBeforeOf = new WeakMap<object, Record<string, unknown>>();

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The shape of every Task Manager change: shown on screen at once, sent in order with the other task changes
 * (one mutation scope, so each carries the version the previous answer gave), resent after a 412 when nobody
 * else changed its fields, taken back with the red banner if the server refuses, and the lists read again once
 * nothing is pending.
 */
export function useOptimisticTaskMutation<V, R>({
  send,
  show,
  saved,
  resend,
  failure,
}: OptimisticTaskMutation<V, R>) {
  const report = useReportTaskError();
  return useOptimisticMutation({
    mutationKey: taskKeys.all,
    scope: 'tasks',
    mutationFn: (variables: V, queryClient) => {
      const before = typeof variables === 'object' && variables ? shownBeforeOf.get(variables) : undefined;
      if (!resend || !before) return send(variables, queryClient);
      return resendIfUntouched({
        send: (version) => send(variables, queryClient, version),
        load: () => resend.load(variables),
        untouched: (latest) =>
          Object.entries(before).every(([field, value]) =>
            sameValue(latest[field as keyof StoredRow], value),
          ),
      });
    },
    cancel: taskKeys.lists(),
    apply: (variables, queryClient) => {
      const before = resend?.shownBefore(variables, queryClient);
      if (before && typeof variables === 'object' && variables) shownBeforeOf.set(variables, before);
      return show?.(variables, queryClient);
    },
    onSuccess: saved,
    onError: (error, variables) =>
      report(translate(typeof failure === 'function' ? failure(variables) : failure), error),
    settle: refreshTasksWhenSettled,
  });
}

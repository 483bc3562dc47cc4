import { type Task, type TaskUpdateInput, tasksApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import type { MessageId } from '../../../shared/i18n/i18n';
import { cachedTask, fieldsOf, patchCachedTask } from '../taskCache';
import { useOptimisticTaskMutation } from '../useOptimisticTaskMutation';

export interface TaskChange {
  id: number;
  /** The PUT body: only the changed fields. */
  changes: TaskUpdateInput;
  /** How the card looks meanwhile, when it is more than the changed fields (the contact's name, the team). */
  shown?: Partial<Task>;
  /** The banner text's message if the server refuses, e.g. 'Failed to update task priority'. */
  failure: MessageId;
}

/**
 * PUT /tasks/{id}, shown at once and taken back with the red banner if the server refuses; after a 412 it is
 * sent again on the latest version unless a colleague changed the same fields.
 */
export function useTaskChange() {
  return useOptimisticTaskMutation({
    send: ({ id, changes }: TaskChange, queryClient, version = cachedTask(queryClient, id)?.version) =>
      callApi(tasksApi.update, { params: { id }, body: changes, ifMatch: version }),
    resend: {
      shownBefore: ({ id, changes }, queryClient) => fieldsOf(cachedTask(queryClient, id), changes),
      load: ({ id }) => callApi(tasksApi.get, { params: { id } }),
    },
    show: ({ id, changes, shown }, queryClient) => {
      const before = cachedTask(queryClient, id);
      if (!before) return undefined;
      const next = { ...changes, ...shown } as Partial<Task>;
      patchCachedTask(queryClient, id, (task) => ({ ...task, ...next }));
      // Only the fields this change touched go back on failure, not other edits made meanwhile.
      const previous = Object.fromEntries(Object.keys(next).map((key) => [key, before[key as keyof Task]]));
      return () => patchCachedTask(queryClient, id, (task) => ({ ...task, ...previous }));
    },
    // The server's version and the fields this change touched; later changes still on their way stay shown.
    saved: (saved, { changes, shown }, queryClient) => {
      const keys = [...Object.keys({ ...changes, ...shown }), 'version', 'updated_at', 'latest_activity'];
      const fresh = Object.fromEntries(keys.map((key) => [key, saved[key as keyof Task]]));
      patchCachedTask(queryClient, saved.id, (task) => ({ ...task, ...fresh }));
    },
    failure: ({ failure }) => failure,
  });
}

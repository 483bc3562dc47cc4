import { type Subtask, type SubtaskUpdateInput, subtasksApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import type { MessageId } from '../../../shared/i18n/i18n';
import { fieldsOf } from '../taskCache';
import { useOptimisticTaskMutation } from '../useOptimisticTaskMutation';
import { cachedSubtask, patchCachedSubtask } from './subtaskCache';

export interface SubtaskChange {
  taskId: number;
  subtaskId: number;
  changes: SubtaskUpdateInput;
  /** The banner text's message: 'Failed to toggle subtask', 'Failed to update subtask priority', ... */
  failure: MessageId;
}

/**
 * PUT /subtasks/{id}: the row (and its task's progress bar) changes at once and goes back if refused; after a
 * 412 it is sent again unless a colleague changed the same fields.
 */
export function useSubtaskChange() {
  return useOptimisticTaskMutation({
    send: (
      { taskId, subtaskId, changes }: SubtaskChange,
      queryClient,
      version = cachedSubtask(queryClient, taskId, subtaskId)?.version,
    ) => callApi(subtasksApi.update, { params: { id: subtaskId }, body: changes, ifMatch: version }),
    resend: {
      shownBefore: ({ taskId, subtaskId, changes }, queryClient) =>
        fieldsOf(cachedSubtask(queryClient, taskId, subtaskId), changes),
      load: ({ subtaskId }) => callApi(subtasksApi.get, { params: { id: subtaskId } }),
    },
    show: ({ taskId, subtaskId, changes }, queryClient) => {
      const before = cachedSubtask(queryClient, taskId, subtaskId);
      if (!before) return undefined;
      patchCachedSubtask(
        queryClient,
        taskId,
        subtaskId,
        (subtask) => ({ ...subtask, ...changes }) as Subtask,
      );
      const previous = Object.fromEntries(
        Object.keys(changes).map((key) => [key, before[key as keyof Subtask]]),
      );
      return () =>
        patchCachedSubtask(queryClient, taskId, subtaskId, (subtask) => ({ ...subtask, ...previous }));
    },
    saved: (saved, { taskId, changes }, queryClient) => {
      const keys = [...Object.keys(changes), 'version', 'updated_at'];
      const fresh = Object.fromEntries(keys.map((key) => [key, saved[key as keyof Subtask]]));
      patchCachedSubtask(queryClient, taskId, saved.id, (subtask) => ({ ...subtask, ...fresh }));
    },
    failure: ({ failure }) => failure,
  });
}

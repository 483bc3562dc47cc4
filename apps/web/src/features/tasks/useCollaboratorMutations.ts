import { type PermissionLevel, taskCollaboratorsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { taskKeys } from '../../shared/api/queryKeys';
import { cachedTask, patchCachedTask } from './taskCache';

/**
 * POST, PUT and DELETE /task_collaborators of one task. Level changes and removals show at once and go back
 * if refused; the lists (and the feed) are read again after each. Failures are shown by the panel.
 */
export function useCollaboratorMutations(taskId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: taskKeys.activity(taskId) }),
    ]);
  // Not awaited: the cancel takes effect at once, and the change shows in the same render as the click.
  const cancelReads = () => queryClient.cancelQueries({ queryKey: taskKeys.lists() });
  const snapshot = () => cachedTask(queryClient, taskId)?.collaborators;
  const restore = (collaborators: ReturnType<typeof snapshot>) => {
    if (collaborators) patchCachedTask(queryClient, taskId, (task) => ({ ...task, collaborators }));
  };

  const add = useMutation({
    mutationFn: ({ userId, level }: { userId: number; level: PermissionLevel }) =>
      callApi(taskCollaboratorsApi.create, {
        body: { task_id: taskId, user_id: userId, permission_level: level },
      }),
    onSettled: refresh,
  });

  const changeLevel = useMutation({
    mutationFn: ({ id, level, version }: { id: number; level: PermissionLevel; version: number }) =>
      callApi(taskCollaboratorsApi.update, {
        params: { id },
        body: { permission_level: level },
        ifMatch: version,
      }),
    onMutate: ({ id, level }) => {
      void cancelReads();
      const before = snapshot();
      patchCachedTask(queryClient, taskId, (task) => ({
        ...task,
        collaborators: task.collaborators.map((c) => (c.id === id ? { ...c, permission_level: level } : c)),
      }));
      return { before };
    },
    onError: (_error, _vars, context) => restore(context?.before),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: number) => callApi(taskCollaboratorsApi.remove, { params: { id } }),
    onMutate: (id) => {
      void cancelReads();
      const before = snapshot();
      patchCachedTask(queryClient, taskId, (task) => ({
        ...task,
        collaborators: task.collaborators.filter((c) => c.id !== id),
      }));
      return { before };
    },
    onError: (_error, _id, context) => restore(context?.before),
    onSettled: refresh,
  });

  return { add, changeLevel, remove };
}

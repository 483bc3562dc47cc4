import {
  type PermissionLevel,
  type Task,
  type TaskCollaborator,
  taskCollaboratorsApi,
} from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { taskKeys } from '../../../shared/api/queryKeys';
import { resendIfUntouched } from '../../../shared/forms/resendIfUntouched';
import { useOptimisticMutation } from '../../../shared/forms/useOptimisticMutation';
import { cachedTask, patchCachedTask } from '../taskCache';

type TaskCollaborators = Task['collaborators'];

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
  // Takes the collaborators back as they were when the change was shown.
  const showing = (change: (collaborators: TaskCollaborators) => TaskCollaborators) => {
    const before = cachedTask(queryClient, taskId)?.collaborators;
    patchCachedTask(queryClient, taskId, (task) => ({ ...task, collaborators: change(task.collaborators) }));
    return (
      before && (() => patchCachedTask(queryClient, taskId, (task) => ({ ...task, collaborators: before })))
    );
  };

  const add = useMutation({
    mutationFn: ({ userId, level }: { userId: number; level: PermissionLevel }) =>
      callApi(taskCollaboratorsApi.create, {
        body: { task_id: taskId, user_id: userId, permission_level: level },
      }),
    onSettled: refresh,
  });

  const changeLevel = useOptimisticMutation({
    // A level picked on a row saves on its own: after a 412 it is sent again unless someone else changed it.
    mutationFn: ({ collaborator, level }: { collaborator: TaskCollaborator; level: PermissionLevel }) =>
      resendIfUntouched({
        send: (version = collaborator.version) =>
          callApi(taskCollaboratorsApi.update, {
            params: { id: collaborator.id },
            body: { permission_level: level },
            ifMatch: version,
          }),
        load: () => callApi(taskCollaboratorsApi.get, { params: { id: collaborator.id } }),
        untouched: (latest) => latest.permission_level === collaborator.permission_level,
      }),
    cancel: taskKeys.lists(),
    apply: ({ collaborator, level }) =>
      showing((all) => all.map((c) => (c.id === collaborator.id ? { ...c, permission_level: level } : c))),
    settle: refresh,
  });

  const remove = useOptimisticMutation({
    mutationFn: (id: number) => callApi(taskCollaboratorsApi.remove, { params: { id } }),
    cancel: taskKeys.lists(),
    apply: (id) => showing((all) => all.filter((c) => c.id !== id)),
    settle: refresh,
  });

  return { add, changeLevel, remove };
}

import { levelAllows, type Task } from '@freight/domain';
import { usePermission } from '../../auth/session/usePermission';

export interface TaskAccess {
  /** Change details, subtasks and their order, and comment. */
  edit: boolean;
  /** Change visibility and team, manage collaborators. */
  share: boolean;
  delete: boolean;
}

/**
 * What the signed-in user may do with `task`: their level on it (the server's `access_level`) within their
 * tasks grants. Controls outside it are hidden or disabled; the server refuses them anyway.
 */
export function useTaskAccess(task: Pick<Task, 'access_level'>): TaskAccess {
  const canEditTasks = usePermission('tasks', 'edit');
  const canDeleteTasks = usePermission('tasks', 'delete');
  return {
    edit: canEditTasks && levelAllows(task.access_level, 'edit'),
    share: canEditTasks && levelAllows(task.access_level, 'share'),
    delete: canDeleteTasks && levelAllows(task.access_level, 'delete'),
  };
}

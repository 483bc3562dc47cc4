import type { Subtask, Task } from '@freight/domain';
import type { QueryClient } from '@tanstack/react-query';
import { cachedTask, patchCachedTask } from '../taskCache';

/** Replaces task `taskId`'s subtasks in every cached list, answering how to put the previous ones back. */
export function setCachedSubtasks(
  queryClient: QueryClient,
  taskId: number,
  next: (subtasks: Subtask[], task: Task) => Subtask[],
): () => void {
  const previous = cachedTask(queryClient, taskId)?.subtasks;
  patchCachedTask(queryClient, taskId, (task) => ({ ...task, subtasks: next(task.subtasks, task) }));
  return () => {
    if (previous) patchCachedTask(queryClient, taskId, (task) => ({ ...task, subtasks: previous }));
  };
}

/** Applies `patch` to one subtask of task `taskId` in every cached list. */
export function patchCachedSubtask(
  queryClient: QueryClient,
  taskId: number,
  subtaskId: number,
  patch: (subtask: Subtask) => Subtask,
): void {
  patchCachedTask(queryClient, taskId, (task) => ({
    ...task,
    subtasks: task.subtasks.map((subtask) => (subtask.id === subtaskId ? patch(subtask) : subtask)),
  }));
}

export function cachedSubtask(
  queryClient: QueryClient,
  taskId: number,
  subtaskId: number,
): Subtask | undefined {
  return cachedTask(queryClient, taskId)?.subtasks.find((subtask) => subtask.id === subtaskId);
}

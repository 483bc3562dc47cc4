/** The first subtask a manual-progress task gets when converted to subtask-driven progress. */
export const FIRST_SUBTASK_TITLE = 'Subtask 1';

/** Title of a task created without one. */
export const DEFAULT_TASK_TITLE = 'Untitled Task';

/** Subtask-driven progress: the rounded percent of completed subtasks, 0 with none. */
export function progressFromSubtasks(subtasks: readonly { completed: boolean }[]): number {
  if (subtasks.length === 0) return 0;
  const done = subtasks.filter((subtask) => subtask.completed).length;
  return Math.round((done / subtasks.length) * 100);
}

/** A task's progress as shown: the slider's value when manual, else the subtasks' percent. */
export function taskProgress(task: {
  is_manual_progress: boolean;
  progress: number;
  subtasks: readonly { completed: boolean }[];
}): number {
  return task.is_manual_progress ? task.progress : progressFromSubtasks(task.subtasks);
}

/**
 * The add-task form's rule: a task made from a title takes its progress from subtasks only when the title
 * contains the word 'subtask' (any case, 'subtasks' too); otherwise progress is set by hand.
 */
export function isManualProgressForTitle(title: string): boolean {
  return !/subtask/i.test(title);
}

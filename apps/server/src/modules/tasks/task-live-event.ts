import type { LiveEvent } from '@freight/domain';

interface ActivityLike {
  task_id?: number | null;
  action: string;
  details?: unknown;
}

/**
 * The live event of recorded task activity: every change to a task, its subtasks, comments, collaborators or
 * order is recorded as activity in its transaction, so announcing the activity announces the change (kind
 * 'task', the task ids; a deleted task's id is in its entry's details).
 */
export function taskLiveEvent(entries: readonly ActivityLike[]): LiveEvent {
  const ids = new Set<number>();
  for (const entry of entries) {
    const deletedId = (entry.details as { task_id?: unknown } | undefined)?.task_id;
    const id = entry.task_id ?? (typeof deletedId === 'number' ? deletedId : undefined);
    if (id) ids.add(id);
  }
  const actions = new Set(entries.map((entry) => entry.action));
  const action = actions.has('task_deleted')
    ? 'deleted'
    : actions.has('task_created')
      ? 'created'
      : 'updated';
  return { kind: 'task', action, ids: [...ids] };
}

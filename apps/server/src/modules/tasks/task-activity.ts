import { commentPreview, type TaskActivityAction } from '@freight/domain';
import type { ActivityInsert } from './task-parts.repository';
import type { TaskRow } from './tasks.repository';

/** An activity entry before it is stored: the action and its details ({old, new} and what it was about). */
export interface ActivityEntry {
  action: TaskActivityAction;
  details: Record<string, unknown>;
}

export function activityRows(
  taskId: number | null,
  userId: number,
  entries: readonly ActivityEntry[],
): ActivityInsert[] {
  return entries.map((entry) => ({ task_id: taskId, user_id: userId, ...entry }));
}

/** Fields whose change is recorded as plain `task_updated`; the others have their own action types. */
const DETAIL_FIELDS = [
  'title',
  'description',
  'progress',
  'is_manual_progress',
  'client_name',
  'contact_id',
  'is_template',
] as const satisfies readonly (keyof TaskRow)[];

const OWN_ACTION = {
  completed: 'task_completed',
  priority: 'priority_changed',
  deadline: 'deadline_set',
  visibility: 'visibility_changed',
} as const satisfies Partial<Record<keyof TaskRow, TaskActivityAction>>;

type TeamName = (teamId: number | null) => string | null;

/**
 * The activity entries of a task update, from the row before and after it: one `task_updated` holding every
 * detail field that changed, and one entry of its own type for completion, priority, deadline, visibility and
 * team. Fields sent with their current value record nothing.
 */
export function taskChangeEntries(before: TaskRow, after: TaskRow, teamName: TeamName): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  const changed = DETAIL_FIELDS.filter((field) => before[field] !== after[field]);
  if (changed.length > 0) {
    entries.push({
      action: 'task_updated',
      details: {
        old: Object.fromEntries(changed.map((field) => [field, before[field]])),
        new: Object.fromEntries(changed.map((field) => [field, after[field]])),
      },
    });
  }
  for (const [field, action] of Object.entries(OWN_ACTION) as [
    keyof typeof OWN_ACTION,
    TaskActivityAction,
  ][]) {
    if (before[field] !== after[field]) {
      entries.push({ action, details: { old: { [field]: before[field] }, new: { [field]: after[field] } } });
    }
  }
  if (before.team_id !== after.team_id) {
    entries.push({
      action: 'team_assigned',
      details: {
        old: { team_id: before.team_id, team_name: teamName(before.team_id) },
        new: { team_id: after.team_id, team_name: teamName(after.team_id) },
      },
    });
  }
  return entries;
}

export function taskCreatedEntry(task: TaskRow): ActivityEntry {
  return {
    action: 'task_created',
    details: {
      old: null,
      new: { title: task.title, priority: task.priority, visibility: task.visibility, team_id: task.team_id },
    },
  };
}

export function commentEntry(comment: {
  id: number;
  subtask_id: number | null;
  comment_text: string;
}): ActivityEntry {
  return {
    action: 'comment_added',
    details: {
      comment_id: comment.id,
      subtask_id: comment.subtask_id,
      old: null,
      new: { preview: commentPreview(comment.comment_text) },
    },
  };
}

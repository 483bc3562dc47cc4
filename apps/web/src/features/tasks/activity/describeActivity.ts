import { DEFAULT_DISPLAY_PREFERENCES, formatInstant, type TaskActivity } from '@freight/domain';

type Details = Record<string, unknown>;

/** How an instant is written (the user's preferences: `useDateFormat().dateTime`). */
type WriteInstant = (iso: string) => string;
const defaultWriteInstant: WriteInstant = (iso) => formatInstant(iso, DEFAULT_DISPLAY_PREFERENCES);

/** `details.old` or `details.new` as an object of fields ({} when null or absent). */
function fieldsOf(details: Details, side: 'old' | 'new'): Details {
  const value = details[side];
  return value && typeof value === 'object' ? (value as Details) : {};
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const quoted = (value: unknown) => (str(value) ? ` '${str(value)}'` : '');

function fieldChange(field: string, before: unknown, after: unknown): string {
  switch (field) {
    case 'title':
      return `renamed it from '${str(before)}' to '${str(after)}'`;
    case 'progress':
      return `set progress to ${str(after)}%`;
    case 'is_manual_progress':
      return after ? 'set progress by hand' : 'made progress follow the subtasks';
    case 'contact_id':
      return after == null ? 'removed the contact' : 'changed the contact';
    case 'permission_level':
      return `permission from ${str(before)} to ${str(after)}`;
    default:
      return `changed the ${field.replace(/_/g, ' ')}`;
  }
}

/** A `task_updated` entry: a change of the task's details, a subtask's, a comment deleted, a level changed. */
function describeUpdate(details: Details): string {
  const before = fieldsOf(details, 'old');
  const after = fieldsOf(details, 'new');
  if (details.comment_id !== undefined) return 'deleted a comment';
  if (details.collaborator_id !== undefined) {
    return `changed ${str(details.user_name) || 'a collaborator'}'s permission from ${str(before.permission_level)} to ${str(after.permission_level)}`;
  }
  if (details.subtask_id !== undefined) {
    if (details.new === null) return `deleted subtask${quoted(before.title)}`;
    if ('title' in after) return `renamed a subtask to '${str(after.title)}'`;
    if ('priority' in after)
      return `changed a subtask's priority from ${str(before.priority)} to ${str(after.priority)}`;
    return 'updated a subtask';
  }
  const fields = Object.keys(after);
  if (fields.length === 0) return 'updated the task';
  return fields.map((field) => fieldChange(field, before[field], after[field])).join(', ');
}

/**
 * One activity entry as the words after the person's name ("changed priority from low to urgent", "added
 * subtask 'Book the truck'"), from the old and new values the server records in `details`.
 */
export function describeActivity(
  entry: Pick<TaskActivity, 'action' | 'details'>,
  writeInstant: WriteInstant = defaultWriteInstant,
): string {
  const details = entry.details ?? {};
  const before = fieldsOf(details, 'old');
  const after = fieldsOf(details, 'new');
  switch (entry.action) {
    case 'task_created':
      return `created the task${quoted(after.title)}`;
    case 'task_updated':
      return describeUpdate(details);
    case 'task_completed':
      return after.completed === false ? 'reopened the task' : 'completed the task';
    case 'task_deleted':
      return `deleted the task${quoted(before.title)}`;
    case 'collaborator_added':
      return `added ${str(after.user_name) || 'a collaborator'}${after.permission_level ? ` as ${str(after.permission_level)}` : ''}`;
    case 'collaborator_removed':
      return `removed ${str(before.user_name) || 'a collaborator'}`;
    case 'comment_added':
      return after.preview ? `commented: "${str(after.preview)}"` : 'added a comment';
    case 'subtask_added':
      return `added subtask${quoted(after.title)}`;
    case 'subtask_completed':
      return `${after.completed === false ? 'reopened' : 'completed'} subtask${quoted(details.title)}`;
    case 'task_reordered':
      return details.subtask_id !== undefined ? 'moved a subtask' : 'moved the task';
    case 'visibility_changed':
      return `changed visibility from ${str(before.visibility)} to ${str(after.visibility)}`;
    case 'team_assigned':
      return after.team_name
        ? `shared the task with team ${str(after.team_name)}`
        : `took the task off team ${str(before.team_name) || 'its team'}`;
    case 'deadline_set':
      return after.deadline
        ? `set the deadline to ${writeInstant(str(after.deadline))}`
        : 'cleared the deadline';
    case 'priority_changed':
      return `changed priority from ${str(before.priority)} to ${str(after.priority)}`;
    default:
      return unknownAction(entry.action);
  }
}

/** A new action type is a type error above; at run time it still reads as words. */
function unknownAction(action: never): string {
  return String(action).replace(/_/g, ' ');
}

import type { TaskActivity } from '@freight/domain';

type Details = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null;

/** A value of `details.old` / `details.new`, read as a plain value or as one field of an object of changes. */
function side(details: Details, which: 'old' | 'new', field?: string): unknown {
  const value = details[which];
  if (field && value && typeof value === 'object') return (value as Details)[field];
  return value;
}

function fromTo(details: Details, field?: string, format: (v: unknown) => string | null = text): string {
  const before = format(side(details, 'old', field));
  const after = format(side(details, 'new', field));
  if (before && after) return ` from ${before} to ${after}`;
  if (after) return ` to ${after}`;
  return '';
}

const quoted = (value: unknown) => (text(value) ? ` '${text(value)}'` : '');

const formatDeadline = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
};

/** Which fields an update touched, from `details.new` when it is an object of changes. */
function changedFields(details: Details): string {
  const after = details.new;
  if (!after || typeof after !== 'object') return 'the task';
  const fields = Object.keys(after).map((field) => field.replace(/_/g, ' '));
  return fields.length > 0 ? fields.join(', ') : 'the task';
}

/**
 * One activity entry as a sentence after the person's name ('changed priority from medium to high',
 * "added subtask 'Book the truck'"). The server writes the old and new values in `details`; an entry whose
 * details say less still reads sensibly.
 */
export function describeActivity(entry: Pick<TaskActivity, 'action' | 'details'>): string {
  const d = entry.details ?? {};
  switch (entry.action) {
    case 'task_created':
      return `created the task${quoted(d.title)}`;
    case 'task_updated':
      return `updated ${changedFields(d)}`;
    case 'task_completed':
      return side(d, 'new', 'completed') === false || d.new === false
        ? 'reopened the task'
        : 'completed the task';
    case 'task_deleted':
      return `deleted the task${quoted(d.title)}`;
    case 'collaborator_added':
      return `added ${text(d.user_name) ?? 'a collaborator'}${text(d.permission_level) ? ` as ${d.permission_level}` : ''}`;
    case 'collaborator_removed':
      return `removed ${text(d.user_name) ?? 'a collaborator'}`;
    case 'comment_added':
      return text(d.preview) ? `commented: "${text(d.preview)}"` : 'added a comment';
    case 'subtask_added':
      return `added subtask${quoted(d.title)}`;
    case 'subtask_completed':
      return `${side(d, 'new', 'completed') === false || d.new === false ? 'reopened' : 'completed'} subtask${quoted(d.title)}`;
    case 'task_reordered':
      return 'moved the task';
    case 'visibility_changed':
      return `changed visibility${fromTo(d, 'visibility')}`;
    case 'team_assigned':
      return text(side(d, 'new', 'team_name')) || text(d.team_name)
        ? `shared the task with team ${text(side(d, 'new', 'team_name')) ?? text(d.team_name)}`
        : 'removed the team';
    case 'deadline_set':
      return side(d, 'new', 'deadline') || (typeof d.new === 'string' && d.new)
        ? `set the deadline${fromTo(d, 'deadline', formatDeadline)}`
        : 'cleared the deadline';
    case 'priority_changed':
      return `changed priority${fromTo(d, 'priority')}`;
    default:
      return unknownAction(entry.action);
  }
}

function unknownAction(action: never): string {
  return String(action).replace(/_/g, ' ');
}

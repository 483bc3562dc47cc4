import {
  DEFAULT_DISPLAY_PREFERENCES,
  formatInstant,
  type PermissionLevel,
  type TaskActivity,
  type TaskPriority,
  type TaskVisibility,
} from '@freight/domain';
import { TASK_PRIORITY_MESSAGES } from '../../../shared/i18n/domainLabels';
import type { MessageId } from '../../../shared/i18n/i18n';
import type { Translate } from '../../../shared/i18n/useT';
import { VISIBILITY_MESSAGES } from '../taskLabels';

type Details = Record<string, unknown>;

/** How an instant is written (the user's preferences: `useDateFormat().dateTime`). */
type WriteInstant = (iso: string) => string;
const defaultWriteInstant: WriteInstant = (iso) => formatInstant(iso, DEFAULT_DISPLAY_PREFERENCES);

/** A level inside a sentence ('added Vera as viewer'): its own words, as some languages write nouns capitalised. */
const LEVEL_IN_SENTENCE: Record<PermissionLevel, MessageId> = {
  viewer: 'tasks.activityLevelViewer',
  collaborator: 'tasks.activityLevelCollaborator',
  owner: 'tasks.activityLevelOwner',
};

/** `details.old` or `details.new` as an object of fields ({} when null or absent). */
function fieldsOf(details: Details, side: 'old' | 'new'): Details {
  const value = details[side];
  return value && typeof value === 'object' ? (value as Details) : {};
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** The words of one activity entry, in the reader's language. */
function wordsFor(t: Translate) {
  /** A stored choice in the reader's words; a value this screen does not know stays as stored. */
  const choice =
    <V extends string>(messages: Record<V, MessageId>, lowercase: boolean) =>
    (value: unknown): string => {
      const id = messages[str(value) as V];
      if (!id) return str(value);
      return lowercase ? t(id).toLocaleLowerCase() : t(id);
    };
  return {
    priority: choice<TaskPriority>(TASK_PRIORITY_MESSAGES, true),
    visibility: choice<TaskVisibility>(VISIBILITY_MESSAGES, true),
    level: choice<PermissionLevel>(LEVEL_IN_SENTENCE, false),
    collaborator: (name: unknown) => str(name) || t('tasks.activityACollaborator'),
    /** " 'Book the truck'" after a noun, or nothing when there is no title. */
    quoted: (title: unknown) => (str(title) ? t('tasks.activityQuoted', { title: str(title) }) : ''),
  };
}

function fieldChange(t: Translate, field: string, before: unknown, after: unknown): string {
  const word = wordsFor(t);
  switch (field) {
    case 'title':
      return t('tasks.activityRenamed', { from: str(before), to: str(after) });
    case 'progress':
      return t('tasks.activityProgressSet', { progress: str(after) });
    case 'is_manual_progress':
      return t(after ? 'tasks.activityManualProgress' : 'tasks.activityProgressFollows');
    case 'contact_id':
      return t(after == null ? 'tasks.activityContactRemoved' : 'tasks.activityContactChanged');
    case 'permission_level':
      return t('tasks.activityPermission', { from: word.level(before), to: word.level(after) });
    default:
      return t('tasks.activityFieldChanged', { field: field.replace(/_/g, ' ') });
  }
}

/** A `task_updated` entry: a change of the task's details, a subtask's, a comment deleted, a level changed. */
function describeUpdate(t: Translate, details: Details): string {
  const word = wordsFor(t);
  const before = fieldsOf(details, 'old');
  const after = fieldsOf(details, 'new');
  if (details.comment_id !== undefined) return t('tasks.activityCommentDeleted');
  if (details.collaborator_id !== undefined) {
    return t('tasks.activityCollaboratorLevel', {
      name: word.collaborator(details.user_name),
      from: word.level(before.permission_level),
      to: word.level(after.permission_level),
    });
  }
  if (details.subtask_id !== undefined) {
    if (details.new === null) return t('tasks.activitySubtaskDeleted', { quoted: word.quoted(before.title) });
    if ('title' in after) return t('tasks.activitySubtaskRenamed', { title: str(after.title) });
    if ('priority' in after)
      return t('tasks.activitySubtaskPriority', {
        from: word.priority(before.priority),
        to: word.priority(after.priority),
      });
    return t('tasks.activitySubtaskUpdated');
  }
  const fields = Object.keys(after);
  if (fields.length === 0) return t('tasks.activityTaskUpdated');
  return fields.map((field) => fieldChange(t, field, before[field], after[field])).join(', ');
}

/**
 * One activity entry as the words after the person's name ("changed priority from low to urgent", "added
 * subtask 'Book the truck'"), from the old and new values the server records in `details`.
 */
export function describeActivity(
  entry: Pick<TaskActivity, 'action' | 'details'>,
  t: Translate,
  writeInstant: WriteInstant = defaultWriteInstant,
): string {
  const word = wordsFor(t);
  const details = entry.details ?? {};
  const before = fieldsOf(details, 'old');
  const after = fieldsOf(details, 'new');
  switch (entry.action) {
    case 'task_created':
      return t('tasks.activityCreated', { quoted: word.quoted(after.title) });
    case 'task_updated':
      return describeUpdate(t, details);
    case 'task_completed':
      return t(after.completed === false ? 'tasks.activityReopened' : 'tasks.activityCompleted');
    case 'task_deleted':
      return t('tasks.activityDeleted', { quoted: word.quoted(before.title) });
    case 'collaborator_added':
      return after.permission_level
        ? t('tasks.activityCollaboratorAddedAs', {
            name: word.collaborator(after.user_name),
            level: word.level(after.permission_level),
          })
        : t('tasks.activityCollaboratorAdded', { name: word.collaborator(after.user_name) });
    case 'collaborator_removed':
      return t('tasks.activityCollaboratorRemoved', { name: word.collaborator(before.user_name) });
    case 'comment_added':
      return after.preview
        ? t('tasks.activityCommented', { preview: str(after.preview) })
        : t('tasks.activityCommentAdded');
    case 'subtask_added':
      return t('tasks.activitySubtaskAdded', { quoted: word.quoted(after.title) });
    case 'subtask_completed':
      return t(
        after.completed === false ? 'tasks.activitySubtaskReopened' : 'tasks.activitySubtaskCompleted',
        {
          quoted: word.quoted(details.title),
        },
      );
    case 'task_reordered':
      return t(details.subtask_id !== undefined ? 'tasks.activitySubtaskMoved' : 'tasks.activityTaskMoved');
    case 'visibility_changed':
      return t('tasks.activityVisibility', {
        from: word.visibility(before.visibility),
        to: word.visibility(after.visibility),
      });
    case 'team_assigned':
      return after.team_name
        ? t('tasks.activityTeamShared', { team: str(after.team_name) })
        : t('tasks.activityTeamRemoved', { team: str(before.team_name) || t('tasks.activityItsTeam') });
    case 'deadline_set':
      return after.deadline
        ? t('tasks.activityDeadlineSet', { time: writeInstant(str(after.deadline)) })
        : t('tasks.activityDeadlineCleared');
    case 'priority_changed':
      return t('tasks.activityPriority', {
        from: word.priority(before.priority),
        to: word.priority(after.priority),
      });
    default:
      return unknownAction(entry.action);
  }
}

/** A new action type is a type error above; at run time it still reads as words. */
function unknownAction(action: never): string {
  return String(action).replace(/_/g, ' ');
}

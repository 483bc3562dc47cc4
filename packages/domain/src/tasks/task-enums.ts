import { choiceField } from '../shared/fields';

/** Task and subtask priorities, lowest first; new tasks are medium. */
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const taskPrioritySchema = choiceField('Priority', TASK_PRIORITIES);

/** Who sees a task: its creator only, creator and collaborators (directly or through the task's team), everyone. */
export const TASK_VISIBILITIES = ['private', 'collaborative', 'public'] as const;
export type TaskVisibility = (typeof TASK_VISIBILITIES)[number];
export const taskVisibilitySchema = choiceField('Visibility', TASK_VISIBILITIES);

/** A collaborator's level on a task, weakest first; new collaborators are collaborators. */
export const PERMISSION_LEVELS = ['viewer', 'collaborator', 'owner'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
export const permissionLevelSchema = choiceField('Permission level', PERMISSION_LEVELS);
export const DEFAULT_PERMISSION_LEVEL: PermissionLevel = 'collaborator';

/** Roles inside a team; new members are members. */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const teamRoleSchema = choiceField('Role', TEAM_ROLES);
export const DEFAULT_TEAM_ROLE: TeamRole = 'member';

/** A comment belongs to the task itself or to one of its subtasks. */
export const COMMENT_TYPES = ['task', 'subtask'] as const;
export const commentTypeSchema = choiceField('Comment type', COMMENT_TYPES);

/** The activity feed's action types. Entries are written by the server only. */
export const TASK_ACTIVITY_ACTIONS = [
  'task_created',
  'task_updated',
  'task_completed',
  'task_deleted',
  'collaborator_added',
  'collaborator_removed',
  'comment_added',
  'subtask_added',
  'subtask_completed',
  'task_reordered',
  'visibility_changed',
  'team_assigned',
  'deadline_set',
  'priority_changed',
] as const;
export type TaskActivityAction = (typeof TASK_ACTIVITY_ACTIONS)[number];
export const taskActivityActionSchema = choiceField('Action', TASK_ACTIVITY_ACTIONS);

import { PERMISSION_LEVELS, type PermissionLevel, type TaskVisibility, type TeamRole } from './task-enums';

/**
 * What a caller may do with a task they can see:
 * - view: read it, its subtasks, comments, collaborators and activity;
 * - edit: change its details (title, description, progress, completion, priority, deadline, contact), its
 *   subtasks and their order, and comment;
 * - share: change who sees it (visibility, team) and manage its collaborators;
 * - delete: delete it.
 * Viewers view; collaborators view and edit; owners do everything.
 */
export const TASK_ACTIONS = ['view', 'edit', 'share', 'delete'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

const LEAST_LEVEL: Record<TaskAction, PermissionLevel> = {
  view: 'viewer',
  edit: 'collaborator',
  share: 'owner',
  delete: 'owner',
};

export function levelAllows(level: PermissionLevel | null, action: TaskAction): boolean {
  if (level === null) return false;
  return PERMISSION_LEVELS.indexOf(level) >= PERMISSION_LEVELS.indexOf(LEAST_LEVEL[action]);
}

/** The task fields whose change decides who sees the task: only an owner changes them. */
const SHARING_FIELDS = ['visibility', 'team_id'] as const;

/** The action a task update needs: share when it touches visibility or team, else edit. */
export function actionForTaskChanges(changes: object): TaskAction {
  return SHARING_FIELDS.some(
    (field) => field in changes && (changes as Record<string, unknown>)[field] !== undefined,
  )
    ? 'share'
    : 'edit';
}

/** What decides a caller's level on a task (docs/api.md, Task manager). */
export interface TaskAccessFacts {
  isAdmin: boolean;
  isCreator: boolean;
  visibility: TaskVisibility;
  /** The caller's own collaborator row on the task, if any. */
  collaboratorLevel: PermissionLevel | null;
  /** The caller is a member of the task's (active) team. */
  isTeamMember: boolean;
}

/**
 * The caller's level on a task, or null when they may not see it (the server answers 404 then):
 * - admins and the creator are owners;
 * - a private task is the creator's alone;
 * - otherwise a collaborator row gives its level (so an owner can keep a team member to viewing), membership of
 *   the task's team makes a collaborator, and a public task is seen by everyone else as a viewer.
 * The server applies the same rules in SQL to lists and counts.
 */
export function taskAccessLevel(facts: TaskAccessFacts): PermissionLevel | null {
  if (facts.isAdmin || facts.isCreator) return 'owner';
  if (facts.visibility === 'private') return null;
  if (facts.collaboratorLevel) return facts.collaboratorLevel;
  if (facts.isTeamMember) return 'collaborator';
  return facts.visibility === 'public' ? 'viewer' : null;
}

const TEAM_ACTIONS = ['edit', 'manage_members', 'delete'] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

/**
 * Who may change a team: admins and the team's creator always; the team's owners may edit, manage members and
 * delete it; its admins may edit and manage members; members may only look.
 */
export function teamActionAllowed(
  facts: { isAdmin: boolean; isCreator: boolean; role: TeamRole | null },
  action: TeamAction,
): boolean {
  if (facts.isAdmin || facts.isCreator || facts.role === 'owner') return true;
  return facts.role === 'admin' && action !== 'delete';
}

import type { PermissionLevel, TaskPriority, TaskVisibility, TeamRole } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';
import type { Translate } from '../../shared/i18n/useT';

/** Urgent first, as the menus list them. */
export const PRIORITIES_URGENT_FIRST: readonly TaskPriority[] = ['urgent', 'high', 'medium', 'low'];

export const PRIORITY_COLORS: Record<TaskPriority, string> = {
  urgent: 'red',
  high: 'orange',
  medium: 'blue',
  low: 'gray',
};

export const VISIBILITY_MESSAGES: Record<TaskVisibility, MessageId> = {
  private: 'tasks.visibilityPrivate',
  collaborative: 'tasks.visibilityCollaborative',
  public: 'tasks.visibilityPublic',
};

export const VISIBILITY_HINT_MESSAGES: Record<TaskVisibility, MessageId> = {
  private: 'tasks.visibilityPrivateHint',
  collaborative: 'tasks.visibilityCollaborativeHint',
  public: 'tasks.visibilityPublicHint',
};

/** The menus list them from least to most. */
export const PERMISSION_LEVEL_MESSAGES: Record<PermissionLevel, MessageId> = {
  viewer: 'tasks.levelViewer',
  collaborator: 'tasks.levelCollaborator',
  owner: 'tasks.levelOwner',
};

/** The menus list them from most to least. */
export const TEAM_ROLE_MESSAGES: Record<TeamRole, MessageId> = {
  owner: 'teams.roleOwner',
  admin: 'teams.roleAdmin',
  member: 'teams.roleMember',
};

/** A table of choices' messages as the reader's words, in the table's order (a level menu's labels). */
export function translatedLabels<V extends string>(
  messages: Readonly<Record<V, MessageId>>,
  t: Translate,
): Record<V, string> {
  return Object.fromEntries(
    (Object.keys(messages) as V[]).map((value) => [value, t(messages[value])]),
  ) as Record<V, string>;
}

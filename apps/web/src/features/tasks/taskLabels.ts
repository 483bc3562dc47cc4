import type { PermissionLevel, TaskPriority, TaskVisibility, TeamRole } from '@freight/domain';

export const PRIORITY_LABELS: Record<TaskPriority, string> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const PRIORITY_COLORS: Record<TaskPriority, string> = {
  urgent: 'red',
  high: 'orange',
  medium: 'blue',
  low: 'gray',
};

/** Urgent first, as the menus list them. */
export const PRIORITIES_URGENT_FIRST: readonly TaskPriority[] = ['urgent', 'high', 'medium', 'low'];

export const VISIBILITY_LABELS: Record<TaskVisibility, string> = {
  private: 'Private',
  collaborative: 'Collaborative',
  public: 'Public',
};

export const VISIBILITY_HINTS: Record<TaskVisibility, string> = {
  private: 'Only you',
  collaborative: 'You, its collaborators and its team',
  public: 'Everyone who can see tasks',
};

export const PERMISSION_LEVEL_LABELS: Record<PermissionLevel, string> = {
  viewer: 'Viewer',
  collaborator: 'Collaborator',
  owner: 'Owner',
};

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

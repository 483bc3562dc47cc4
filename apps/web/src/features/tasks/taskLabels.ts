import {
  PERMISSION_LEVELS,
  TASK_VISIBILITIES,
  type TaskPriority,
  type TaskVisibility,
  TEAM_ROLES,
} from '@freight/domain';

/** The screens name each of these values by the value itself with a capital: 'urgent' reads 'Urgent'. */
function capitalisedLabels<V extends string>(values: readonly V[]): Record<V, string> {
  return Object.fromEntries(
    values.map((value) => [value, value.charAt(0).toUpperCase() + value.slice(1)]),
  ) as Record<V, string>;
}

/** Urgent first, as the menus list them. */
export const PRIORITIES_URGENT_FIRST: readonly TaskPriority[] = ['urgent', 'high', 'medium', 'low'];

export const PRIORITY_LABELS = capitalisedLabels(PRIORITIES_URGENT_FIRST);

export const PRIORITY_COLORS: Record<TaskPriority, string> = {
  urgent: 'red',
  high: 'orange',
  medium: 'blue',
  low: 'gray',
};

export const VISIBILITY_LABELS = capitalisedLabels(TASK_VISIBILITIES);

export const VISIBILITY_HINTS: Record<TaskVisibility, string> = {
  private: 'Only you',
  collaborative: 'You, its collaborators and its team',
  public: 'Everyone who can see tasks',
};

/** The menus list them from least to most. */
export const PERMISSION_LEVEL_LABELS = capitalisedLabels(PERMISSION_LEVELS);

/** The menus list them from most to least. */
export const TEAM_ROLE_LABELS = capitalisedLabels(TEAM_ROLES);

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type TaskManagerTab = 'tasks' | 'teams';
export const PRIORITY_FILTERS = ['all', 'urgent', 'high', 'medium', 'low'] as const;
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];

/** The Tasks tab's filter in the address: `?priority=high`. */
export const TASK_LIST_FILTERS = {
  priority: { param: 'priority', values: PRIORITY_FILTERS, fallback: 'all' as const },
};
export const TASK_SORTS = ['priority', 'custom'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

/**
 * The Task Manager's tab and sort, kept in the address (`?tab=teams`, `?sort=custom`) so a reload or the back
 * button shows the same view. Defaults are left out of the address. The priority filter is the task list's
 * own (`TASK_LIST_FILTERS`, through the list kit).
 */
export function useTaskManagerParams() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(
    () => ({
      tab: oneOf<TaskManagerTab>(['tasks', 'teams'], params.get('tab'), 'tasks'),
      sort: oneOf(TASK_SORTS, params.get('sort'), 'priority'),
    }),
    [params],
  );

  const set = useCallback(
    (key: string, value: string, fallback: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === fallback) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: key !== 'tab' },
      ),
    [setParams],
  );

  return {
    ...view,
    setTab: useCallback((tab: TaskManagerTab) => set('tab', tab, 'tasks'), [set]),
    setSort: useCallback((sort: TaskSort) => set('sort', sort, 'priority'), [set]),
  };
}

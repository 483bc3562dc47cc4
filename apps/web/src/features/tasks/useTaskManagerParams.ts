import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type TaskManagerTab = 'tasks' | 'teams';
export const PRIORITY_FILTERS = ['all', 'urgent', 'high', 'medium', 'low'] as const;
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];
export const TASK_SORTS = ['priority', 'custom'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

/**
 * The Task Manager's tab, priority filter and sort, kept in the address (`?tab=teams`, `?priority=high&sort=
 * custom`) so a reload or the back button shows the same view. Defaults are left out of the address.
 */
export function useTaskManagerParams() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(
    () => ({
      tab: oneOf<TaskManagerTab>(['tasks', 'teams'], params.get('tab'), 'tasks'),
      priority: oneOf(PRIORITY_FILTERS, params.get('priority'), 'all'),
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
    setPriority: useCallback((priority: PriorityFilter) => set('priority', priority, 'all'), [set]),
    setSort: useCallback((sort: TaskSort) => set('sort', sort, 'priority'), [set]),
  };
}

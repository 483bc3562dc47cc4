import type { Task } from '@freight/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../shared/api/fetchList';
import { taskKeys } from '../../shared/api/queryKeys';

type TaskPage = ListPage<Task>;

/**
 * Applies `patch` to task `id` in every cached task list (each filter and sort is its own list), so a change
 * shows at once wherever the task is on screen.
 */
export function patchCachedTask(queryClient: QueryClient, id: number, patch: (task: Task) => Task): void {
  queryClient.setQueriesData<TaskPage>({ queryKey: taskKeys.lists() }, (page) => {
    if (!page?.data.some((task) => task.id === id)) return page;
    return { ...page, data: page.data.map((task) => (task.id === id ? patch(task) : task)) };
  });
}

/** The task as the screen shows it now (with any change still on its way), from any cached list. */
export function cachedTask(queryClient: QueryClient, id: number): Task | undefined {
  for (const [, page] of queryClient.getQueriesData<TaskPage>({ queryKey: taskKeys.lists() })) {
    const task = page?.data.find((row) => row.id === id);
    if (task) return task;
  }
  return undefined;
}

/**
 * Once no task change is on its way any more, every list is read again: the server's order, progress and
 * activity become the truth. Reading it while another change is pending would flash that change away.
 */
export function refreshTasksWhenSettled(queryClient: QueryClient): Promise<void> {
  if (queryClient.isMutating({ mutationKey: taskKeys.all }) > 1) return Promise.resolve();
  return queryClient.invalidateQueries({ queryKey: taskKeys.all });
}

/** The named fields of a row as the screen shows them. */
export function fieldsOf(row: object | undefined, changes: object): Record<string, unknown> | undefined {
  if (!row) return undefined;
  return Object.fromEntries(Object.keys(changes).map((field) => [field, row[field as keyof typeof row]]));
}

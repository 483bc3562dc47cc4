/**
 * Query keys of the contacts feature. Everything lives under `['contacts']` so one invalidation after a
 * write refreshes the table, every open picker and cached details together.
 */
export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (params: Record<string, string | number>) => [...contactKeys.lists(), params] as const,
  options: (search: string) => [...contactKeys.all, 'options', search] as const,
  detail: (id: number) => [...contactKeys.all, 'detail', id] as const,
};

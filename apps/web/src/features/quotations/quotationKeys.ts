/**
 * Query keys of the quotations feature. Lists and counts share the `quotations` root so a single
 * invalidation after any create, update, duplicate or delete refreshes every list page and sidebar badge.
 */
export const quotationKeys = {
  all: ['quotations'] as const,
  lists: () => ['quotations', 'list'] as const,
  list: (params: { status: string; orderBy: string; page: number; search: string }) =>
    ['quotations', 'list', params] as const,
  counts: () => ['quotations', 'counts'] as const,
  detail: (id: number) => ['quotations', 'detail', id] as const,
};

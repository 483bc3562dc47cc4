/**
 * Query keys of box items. Everything sits under `['box-items']` (as the cost breakdown's item count does),
 * so one invalidation after an item change refreshes the table, the counts and any cached item.
 */
export const boxItemKeys = {
  all: ['box-items'] as const,
  list: (quotationId: number) => ['box-items', 'quotation', quotationId, 'list'] as const,
  detail: (id: number) => ['box-items', 'detail', id] as const,
};

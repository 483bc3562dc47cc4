/**
 * Query keys of the cost breakdown. The quotation shares its key with the detail page (one cache entry per
 * quotation), and it lives under `['quotations']`, so the one invalidation that refreshes the status lists
 * and sidebar counts after a cost change refreshes its totals too.
 */
export const costBreakdownKeys = {
  quotations: ['quotations'] as const,
  quotation: (id: number) => ['quotations', 'detail', id] as const,
  costItemsRoot: ['cost-items'] as const,
  costItems: (quotationId: number) => ['cost-items', 'quotation', quotationId] as const,
  boxItemCount: (quotationId: number) => ['box-items', 'quotation', quotationId, 'count'] as const,
  activeCategories: () => ['cost-categories', 'active'] as const,
};

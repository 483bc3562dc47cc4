/**
 * Query keys of the cost lines as the detail page reads them. The root `['cost-items']` is the one the cost
 * breakdown uses too, so a change on either screen refreshes the other's copy.
 */
export const costItemKeys = {
  all: ['cost-items'] as const,
  summary: (quotationId: number) => ['cost-items', 'quotation', quotationId, 'summary'] as const,
};

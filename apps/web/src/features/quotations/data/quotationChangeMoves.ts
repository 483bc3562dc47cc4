import type { QuotationUpdate } from '@freight/domain';

/** What the status lists show, sort by or search (besides the status itself). */
const LISTED_FIELDS: readonly (keyof QuotationUpdate)[] = [
  'client_name',
  'start_date',
  'valid_until_date',
  'total_cost',
];

/**
 * Which cached answers a quotation change can make wrong beyond the quotation itself: the status lists when
 * it changes something they show, sort or filter on, the sidebar counts only when it changes the status.
 * Notes, description, priority and the like move neither.
 */
export function quotationChangeMoves(changes: QuotationUpdate): { lists: boolean; counts: boolean } {
  const counts = changes.status !== undefined;
  const lists = counts || LISTED_FIELDS.some((field) => changes[field] !== undefined);
  return { lists, counts };
}

import { isOfferLocked } from '@freight/domain';

/**
 * Whether a quotation's offer (its lines, cargo, prices, addresses) is shown but never changed here: a
 * superseded revision, or a quote the client accepted (the server answers 409 for both; the way to change an
 * accepted offer is Revise).
 */
export function offerReadOnly(quotation: { superseded: boolean; accepted_at: string | null }): boolean {
  return quotation.superseded || isOfferLocked(quotation);
}

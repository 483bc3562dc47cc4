/**
 * What a client's acceptance freezes. Once the client accepts a quote through its link, the offer they
 * accepted (its lines, cargo, prices and the quotation fields the PDF and the pricing read) is read-only; the
 * way to change it is a revision, which the client accepts again. What only staff read stays editable.
 */

/** Quotation fields that are not part of the offer: the workflow and staff's own bookkeeping. */
const INTERNAL_FIELDS: ReadonlySet<string> = new Set([
  'status',
  'priority',
  'deadline',
  'notes',
  'estimated_value',
  'lost_reason',
  'lost_to',
  'lost_comment',
]);

export const ACCEPTED_OFFER_MESSAGES = {
  locked:
    'The client accepted this quote, so its offer can no longer change. Revise the quotation to change it: ' +
    'the client is then asked to accept the new revision.',
  deleteLocked:
    'The client accepted this quote, so it stays on record and cannot be deleted. Set its status to ' +
    'Cancelled if the order is off.',
  /** Above the Edit form of an accepted quote, whose offer fields are shown but not editable. */
  editNote:
    'The client accepted this quote: its offer (client, project, route, terms, currency and dates) is read-only. ' +
    'Revise the quotation to change it; the client is then asked to accept the new revision. Status, ' +
    'priority, deadline, estimated value and notes stay editable.',
} as const;

/** Whether a quotation's offer is frozen: the client accepted it through its link. */
export function isOfferLocked(quotation: { accepted_at: string | Date | null }): boolean {
  return quotation.accepted_at !== null && quotation.accepted_at !== undefined;
}

/** Whether a quotation field is part of the offer (frozen once the client accepts) rather than internal. */
export function isOfferField(field: string): boolean {
  return !INTERNAL_FIELDS.has(field);
}

/** The fields of an update that would change the offer (those not internal), in the order given. */
export function offerFieldsIn(changes: Record<string, unknown>): string[] {
  return Object.keys(changes).filter((key) => changes[key] !== undefined && isOfferField(key));
}

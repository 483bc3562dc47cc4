import type { QuotationStatus } from './quotation-status';

/** One step forward in the workflow; Completed and Cancelled have none. */
const NEXT: Readonly<Record<QuotationStatus, QuotationStatus | null>> = {
  Pending: 'Working',
  Working: 'OnClientReview',
  OnClientReview: 'Active',
  Active: 'Completed',
  Completed: null,
  Cancelled: null,
};

/** The label of the forward button (and of Approve's effect) for each status; null when there is no step. */
const NEXT_STEP_LABELS: Readonly<Record<QuotationStatus, string | null>> = {
  Pending: 'Mark as Working',
  Working: 'Send for Client Review',
  OnClientReview: 'Mark as Active',
  Active: 'Mark as Completed',
  Completed: null,
  Cancelled: null,
};

/** The status the forward button or Approve moves to, or null when the quotation cannot advance. */
export function nextStatus(status: QuotationStatus): QuotationStatus | null {
  return NEXT[status];
}

/** The forward button's text, or null when the button is hidden (Completed, Cancelled). */
export function nextStepLabel(status: QuotationStatus): string | null {
  return NEXT_STEP_LABELS[status];
}

/**
 * Whether a status list offers Approve: only Pending, Working and On Client Review. Active to Completed is
 * offered on the detail page only.
 */
export function canApproveFromList(status: QuotationStatus): boolean {
  return status === 'Pending' || status === 'Working' || status === 'OnClientReview';
}

import {
  AUDIT_ACTION_LABELS,
  type AuditAction,
  auditValueText,
  type CurrencyCode,
  humanizeName,
  LOST_REASON_LABELS,
  type LostReason,
  normalizeQuotationStatus,
  QUOTATION_STATUS_LABELS,
  type QuotationHistoryEntry,
} from '@freight/domain';
import { money } from '../../../shared/format/money';
import { quotationFieldLabels } from '../form/quotationFieldLabels';

/** Actions whose entries are about one field of the quotation itself: the field names the entry. */
const FIELD_ACTIONS: ReadonlySet<string> = new Set(['quotation.updated', 'quotation.status_changed']);

/** Fields and details the form does not label, which the history still names. */
const OTHER_LABELS: Record<string, string> = {
  lost_reason: 'Lost reason',
  lost_to: 'Competitor',
  lost_comment: 'Lost comment',
  to: 'To',
  revision: 'Revision',
  accepted_by: 'Accepted by',
  po_number: 'PO number',
  reason: 'Reason',
  comment: 'Comment',
  total_cost: 'Total',
  total_buy: 'Buy total',
  rates_date: 'Exchange rates of',
};

/** Amounts, shown as money in the quote's currency. */
const MONEY: ReadonlySet<string> = new Set(['total_cost', 'total_buy', 'estimated_value']);

/** A stored value as people read it: a status or lost reason as its label, an amount as money. */
function valueText(field: string | null, value: unknown, currency?: string): string {
  if (field === 'lost_reason' && typeof value === 'string' && value in LOST_REASON_LABELS) {
    return LOST_REASON_LABELS[value as LostReason];
  }
  const status = field === 'status' && typeof value === 'string' ? normalizeQuotationStatus(value) : null;
  if (status) return QUOTATION_STATUS_LABELS[status];
  if (field && MONEY.has(field) && currency && (typeof value === 'number' || typeof value === 'string')) {
    return money(value, currency as CurrencyCode);
  }
  return auditValueText(value);
}

const fieldLabel = (field: string) =>
  (quotationFieldLabels as Record<string, string>)[field] ?? OTHER_LABELS[field] ?? humanizeName(field);

const actionLabel = (entry: QuotationHistoryEntry) =>
  entry.action_label ||
  (AUDIT_ACTION_LABELS as Record<string, string>)[entry.action as AuditAction] ||
  entry.action;

export interface HistoryEntryText {
  subject: string;
  change: string;
  /** What else the event recorded, as 'Label: value' (a send's recipients, the client's name and PO). */
  details: string[];
}

/**
 * What a history entry says: its subject ('Notes', 'Cargo line changed: Quantity', 'Accepted by the client:
 * Status'), 'old → new', and its details. `currency` is the quote's, for amounts an entry does not name its own
 * currency for.
 */
export function historyEntryText(entry: QuotationHistoryEntry, currency?: string): HistoryEntryText {
  const { currency: recorded, ...rest } = entry.details ?? {};
  const inCurrency = typeof recorded === 'string' ? recorded : currency;
  const details = Object.entries(rest)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]) => `${fieldLabel(key)}: ${valueText(key, value, inCurrency)}`);
  const action = FIELD_ACTIONS.has(entry.action) ? null : actionLabel(entry);
  if (entry.field === null) {
    const value = entry.new ?? entry.old;
    return { subject: action ?? entry.action, change: value == null ? '' : auditValueText(value), details };
  }
  const field = fieldLabel(entry.field);
  return {
    subject: action ? `${action}: ${field}` : field,
    change: `${valueText(entry.field, entry.old, inCurrency)} → ${valueText(entry.field, entry.new, inCurrency)}`,
    details,
  };
}

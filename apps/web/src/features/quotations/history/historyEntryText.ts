import {
  AUDIT_ACTION_LABELS,
  type AuditAction,
  auditValueText,
  type CurrencyCode,
  humanizeName,
  type LostReason,
  normalizeQuotationStatus,
  type QuotationHistoryEntry,
} from '@freight/domain';
import { money } from '../../../shared/format/money';
import { LOST_REASON_MESSAGES, QUOTATION_STATUS_MESSAGES } from '../../../shared/i18n/domainLabels';
import type { MessageId } from '../../../shared/i18n/i18n';
import { translate } from '../../../shared/i18n/useT';
import { QUOTATION_FIELD_LABELS } from '../form/quotationFieldLabels';

/** Actions whose entries are about one field of the quotation itself: the field names the entry. */
const FIELD_ACTIONS: ReadonlySet<string> = new Set(
  ['updated', 'status_changed'].map((what) => `quotation.${what}`),
);

/** Fields and details the form does not label, which the history still names. */
const OTHER_LABELS: Record<string, MessageId> = {
  lost_reason: 'quoteHistory.lostReason',
  lost_to: 'quoteHistory.lostTo',
  lost_comment: 'quoteHistory.lostComment',
  to: 'quoteHistory.to',
  revision: 'quoteHistory.revision',
  accepted_by: 'quoteHistory.acceptedBy',
  po_number: 'quoteHistory.poNumber',
  reason: 'quoteHistory.reason',
  comment: 'quoteHistory.comment',
  total_cost: 'quoteHistory.totalCost',
  total_buy: 'quoteHistory.totalBuy',
  rates_date: 'quoteHistory.ratesDate',
};

/**
 * The quotation's own actions (`quotation.<what>`, keyed by what) in the reader's language; others read as the
 * server labelled them. Keyed without the prefix so the catalog check does not take the actions for message ids.
 */
const QUOTATION_ACTION_LABELS: Readonly<Record<string, MessageId>> = {
  updated: 'quoteHistory.actionUpdated',
  status_changed: 'quoteHistory.actionStatusChanged',
  deleted: 'quoteHistory.actionDeleted',
  validity_extended: 'quoteHistory.actionValidityExtended',
  sent: 'quoteHistory.actionSent',
  accepted: 'quoteHistory.actionAccepted',
  declined: 'quoteHistory.actionDeclined',
  repriced: 'quoteHistory.actionRepriced',
  cargo_line_added: 'quoteHistory.actionCargoLineAdded',
  cargo_line_changed: 'quoteHistory.actionCargoLineChanged',
  cargo_line_removed: 'quoteHistory.actionCargoLineRemoved',
  cost_line_added: 'quoteHistory.actionCostLineAdded',
  cost_line_changed: 'quoteHistory.actionCostLineChanged',
  cost_line_removed: 'quoteHistory.actionCostLineRemoved',
};
const QUOTATION_ACTION = /^quotation\.(.+)$/;

/** Amounts, shown as money in the quote's currency. */
const MONEY: ReadonlySet<string> = new Set(['total_cost', 'total_buy', 'estimated_value']);

/** A stored value as people read it: a status or lost reason as its label, an amount as money. */
function valueText(field: string | null, value: unknown, currency?: string): string {
  if (field === 'lost_reason' && typeof value === 'string' && value in LOST_REASON_MESSAGES) {
    return translate(LOST_REASON_MESSAGES[value as LostReason]);
  }
  const status = field === 'status' && typeof value === 'string' ? normalizeQuotationStatus(value) : null;
  if (status) return translate(QUOTATION_STATUS_MESSAGES[status]);
  if (field && MONEY.has(field) && currency && (typeof value === 'number' || typeof value === 'string')) {
    return money(value, currency as CurrencyCode);
  }
  return auditValueText(value);
}

function fieldLabel(field: string): string {
  const id = (QUOTATION_FIELD_LABELS as Record<string, MessageId>)[field] ?? OTHER_LABELS[field];
  return id ? translate(id) : humanizeName(field);
}

function actionLabel(entry: QuotationHistoryEntry): string {
  const what = QUOTATION_ACTION.exec(entry.action)?.[1];
  const id = what ? QUOTATION_ACTION_LABELS[what] : undefined;
  if (id) return translate(id);
  return (
    entry.action_label ||
    (AUDIT_ACTION_LABELS as Record<string, string>)[entry.action as AuditAction] ||
    entry.action
  );
}

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
    .map(([key, value]) =>
      translate('quoteHistory.detail', { label: fieldLabel(key), value: valueText(key, value, inCurrency) }),
    );
  const action = FIELD_ACTIONS.has(entry.action) ? null : actionLabel(entry);
  if (entry.field === null) {
    const value = entry.new ?? entry.old;
    return { subject: action ?? entry.action, change: value == null ? '' : auditValueText(value), details };
  }
  const field = fieldLabel(entry.field);
  return {
    subject: action ? translate('quoteHistory.actionOnField', { action, field }) : field,
    change: `${valueText(entry.field, entry.old, inCurrency)} → ${valueText(entry.field, entry.new, inCurrency)}`,
    details,
  };
}

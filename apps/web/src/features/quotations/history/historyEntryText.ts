import {
  auditValueText,
  LOST_REASON_LABELS,
  type LostReason,
  type QuotationHistoryEntry,
} from '@freight/domain';
import { quotationFieldLabels } from '../form/quotationFieldLabels';

const LINE_KINDS: Record<string, string> = {
  'quotation.cargo_line_added': 'Cargo line added',
  'quotation.cargo_line_changed': 'Cargo line changed',
  'quotation.cargo_line_removed': 'Cargo line removed',
  'quotation.cost_line_added': 'Cost line added',
  'quotation.cost_line_changed': 'Cost line changed',
  'quotation.cost_line_removed': 'Cost line removed',
  'quotation.validity_extended': 'Validity extended',
};

/** Fields the form does not edit, which the history still names. */
const OTHER_LABELS: Record<string, string> = {
  lost_reason: 'Lost reason',
  lost_to: 'Competitor',
  lost_comment: 'Lost comment',
};

/** A lost reason reads as its label ('Went with a competitor'), not its API value. */
const valueText = (field: string | null, value: unknown) =>
  field === 'lost_reason' && typeof value === 'string' && value in LOST_REASON_LABELS
    ? LOST_REASON_LABELS[value as LostReason]
    : auditValueText(value);

const fieldLabel = (field: string) =>
  (quotationFieldLabels as Record<string, string>)[field] ??
  OTHER_LABELS[field] ??
  field.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

/** What a history entry says: its subject ('Notes', 'Cargo line changed: Quantity') and 'old → new'. */
export function historyEntryText(entry: QuotationHistoryEntry): { subject: string; change: string } {
  const kind = LINE_KINDS[entry.action];
  if (kind && entry.field === null) {
    return { subject: kind, change: auditValueText(entry.new ?? entry.old) };
  }
  const field = entry.field ? fieldLabel(entry.field) : entry.action;
  return {
    subject: kind ? `${kind}: ${field}` : field,
    change: `${valueText(entry.field, entry.old)} → ${valueText(entry.field, entry.new)}`,
  };
}

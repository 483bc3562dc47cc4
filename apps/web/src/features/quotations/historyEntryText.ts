import { auditValueText, type QuotationHistoryEntry } from '@freight/domain';
import { quotationFieldLabels } from './quotationFieldLabels';

const LINE_KINDS: Record<string, string> = {
  'quotation.cargo_line_added': 'Cargo line added',
  'quotation.cargo_line_changed': 'Cargo line changed',
  'quotation.cargo_line_removed': 'Cargo line removed',
  'quotation.cost_line_added': 'Cost line added',
  'quotation.cost_line_changed': 'Cost line changed',
  'quotation.cost_line_removed': 'Cost line removed',
  'quotation.validity_extended': 'Validity extended',
};

const fieldLabel = (field: string) =>
  (quotationFieldLabels as Record<string, string>)[field] ??
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
    change: `${auditValueText(entry.old)} → ${auditValueText(entry.new)}`,
  };
}

import {
  documentTotals,
  type InvoiceSettings,
  lineFigures,
  INVOICE_MESSAGES as M,
  taxRateNamed,
} from '@freight/domain';
import { AppError } from '../../platform/errors';

/** What a line is made of before its figures are worked out. */
export interface LineDraft {
  /** The line it changes, on a draft's edit; none for a new line. */
  id?: number;
  charge_id: number | null;
  credited_line_id?: number | null;
  description: string;
  quantity: number;
  unit_price: number;
  tax_rate_name?: string;
}

/** The rate a line names (the default when blank), or 400 naming the field. */
function rateFor(settings: InvoiceSettings, name: string | undefined, field = 'tax_rate_name') {
  const rate = taxRateNamed(settings, name);
  if (!rate) {
    const message = M.unknownTaxRate(name ?? '');
    throw AppError.badRequest(message, { [field]: message });
  }
  return rate;
}

/** The lines as stored, with their amounts and taxes, and the document's totals from them. */
export function priceLines(drafts: LineDraft[], currency: string, settings: InvoiceSettings) {
  const lines = drafts.map((draft, index) => {
    const rate = rateFor(settings, draft.tax_rate_name, `lines.${index}.tax_rate_name`);
    const figures = lineFigures(
      { quantity: draft.quantity, unit_price: draft.unit_price, tax_rate: rate.rate },
      currency,
    );
    return {
      id: draft.id,
      charge_id: draft.charge_id,
      credited_line_id: draft.credited_line_id ?? null,
      description: draft.description,
      quantity: draft.quantity,
      unit_price: draft.unit_price,
      tax_rate_name: rate.name,
      tax_rate: rate.rate,
      tax_note: rate.note,
      ...figures,
      sort_order: index + 1,
    };
  });
  return { lines, totals: documentTotals(lines, currency) };
}

import type { CurrencyCode } from '../money/currencies';
import { sumMoney } from '../money/money';
import type { TaxRate } from './invoice-settings';

/**
 * The UNCL5305 VAT category of a line as e-invoices name it: S standard rated, Z zero rated, AE reverse
 * charge (the buyer accounts for the VAT; its legal note is the exemption reason).
 */
type UblTaxCategoryCode = 'S' | 'Z' | 'AE';

/** The exemption reason code the Peppol VATEX list gives the EU reverse charge. */
export const REVERSE_CHARGE_EXEMPTION_CODE = 'VATEX-EU-AE';

interface TaxedLine {
  amount: number;
  tax_amount: number;
  tax_rate: number;
  tax_rate_name: string;
  tax_note: string;
}

export interface UblTaxCategory {
  code: UblTaxCategoryCode;
  percent: number;
  /** The legal note of a reverse-charge rate; blank for the others. */
  exemption_reason: string;
}

/**
 * A line's category: reverse charge when its rate is marked so in the settings; when the rate was renamed or
 * removed since, a 0 % line that printed a legal note was reverse charged, as only such rates carry one.
 */
export function ublTaxCategoryOf(line: TaxedLine, rates: readonly TaxRate[]): UblTaxCategory {
  const rate = rates.find((candidate) => candidate.name === line.tax_rate_name);
  const reverse = rate ? rate.reverse_charge : line.tax_rate === 0 && line.tax_note.trim() !== '';
  if (reverse) return { code: 'AE', percent: 0, exemption_reason: line.tax_note };
  return { code: line.tax_rate > 0 ? 'S' : 'Z', percent: line.tax_rate, exemption_reason: '' };
}

/** The document's VAT breakdown: one subtotal per category and percentage, its base and its tax. */
export function ublTaxSubtotals(
  lines: readonly TaxedLine[],
  rates: readonly TaxRate[],
  currency: CurrencyCode,
) {
  const byCategory = new Map<string, UblTaxCategory & { taxable: number; tax: number }>();
  for (const line of lines) {
    const category = ublTaxCategoryOf(line, rates);
    const key = `${category.code}|${category.percent}`;
    const seen = byCategory.get(key) ?? { ...category, taxable: 0, tax: 0 };
    seen.taxable = sumMoney([seen.taxable, line.amount], currency);
    seen.tax = sumMoney([seen.tax, line.tax_amount], currency);
    if (!seen.exemption_reason) seen.exemption_reason = category.exemption_reason;
    byCategory.set(key, seen);
  }
  return [...byCategory.values()];
}

export const UBL_MESSAGES = {
  draft: 'Issue the invoice before exporting it as an e-invoice: a draft has no number and may still change',
} as const;

/** The e-invoice's file name: 'Invoice INV-2026-00001.xml', 'Credit note CN-2026-00001.xml'. */
export function ublDocumentName(invoice: { kind: string; number: string | null }) {
  return `${invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ${invoice.number}.xml`;
}

/** How many digits a document's yearly sequence number has. */
const SEQUENCE_DIGITS = 5;

/** The number series: invoices and credit notes each count from 1 every year, without gaps. */
export const INVOICE_NUMBER_PREFIXES = { invoice: 'INV', credit_note: 'CN' } as const;

/** A document number: the series' prefix, the year and the gapless sequence ('INV-2026-00001', 'CN-2026-00001'). */
export function invoiceNumber(kind: keyof typeof INVOICE_NUMBER_PREFIXES, year: number, sequence: number) {
  return `${INVOICE_NUMBER_PREFIXES[kind]}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

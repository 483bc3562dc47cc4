/** Prefix of every quotation number. */
const QUOTE_NUMBER_PREFIX = 'SQ';

const QUOTE_NUMBER_PATTERN = /^SQ\d{5}$/;

/**
 * A new quotation number: 'SQ' and a random zero-padded 5-digit number (SQ00000 to SQ99999). The number space
 * is small, so the server must check uniqueness and draw again on a clash.
 */
export function generateQuoteNumber(random: () => number = Math.random): string {
  const value = Math.min(99_999, Math.max(0, Math.floor(random() * 100_000)));
  return `${QUOTE_NUMBER_PREFIX}${String(value).padStart(5, '0')}`;
}

/** True for numbers of the form SQ followed by exactly five digits. */
export function isQuoteNumber(value: string): boolean {
  return QUOTE_NUMBER_PATTERN.test(value);
}

/**
 * The quote number as people read it: the bare number for the first revision, `SQ00012 rev 2` from the
 * second on, to tell offers apart. Everything that shows a number (pages, lists, PDF title and file name, the
 * send subject) goes through this.
 */
export function quoteNumberLabel(quote: { quotation_number: string; revision?: number | null }): string {
  const revision = quote.revision ?? 1;
  return revision >= 2 ? `${quote.quotation_number} rev ${revision}` : quote.quotation_number;
}

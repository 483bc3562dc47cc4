export interface NumberTextFormat {
  /** Group thousands with commas: 1234567.5 → '1,234,567.5'. */
  thousandSeparator?: boolean;
  /** Exactly this many decimals (a computed total: 150 → '150.00'). */
  fixedDecimals?: number;
}

/**
 * The text a number field shows for a number the form holds (its starting value, or one the form computed).
 * It reads back as the same number through `parseNumberText`; very large or small numbers keep their
 * exponent ('1e+21').
 */
export function formatNumberText(value: number, format: NumberTextFormat = {}): string {
  if (!Number.isFinite(value)) return '';
  const text = format.fixedDecimals === undefined ? String(value) : value.toFixed(format.fixedDecimals);
  if (!format.thousandSeparator || /e/i.test(text)) return text;
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** 1234.5 in EUR → 'EUR 1,234.50': a card's or a quotation's currency named, two decimals. */
export function formatMoney(value: number, currency: string): string {
  return `${currency} ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

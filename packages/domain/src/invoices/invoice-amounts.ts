import Big from 'big.js';
import type { CurrencyCode } from '../money/currencies';
import { multiplyMoney, roundMoney, subtractMoney, sumMoney } from '../money/money';

/** What a line's figures come from: how many, at what price, taxed at what percentage. */
export interface LineFigures {
  quantity: number;
  unit_price: number;
  tax_rate: number;
}

/** A line's amount: quantity x unit price, rounded once at the currency's minor unit (EUR 2, JPY 0, KWD 3). */
export function lineAmount(quantity: number, unitPrice: number, currency: CurrencyCode): number {
  return multiplyMoney(currency, quantity, unitPrice);
}

/** A line's tax: its amount x the rate's percentage, rounded at the currency; each line is taxed on its own. */
export function lineTax(amount: number, taxRatePercent: number, currency: CurrencyCode): number {
  return multiplyMoney(currency, amount, new Big(taxRatePercent).div(100));
}

/** A line's amount and tax, as the invoice stores and prints them. */
export function lineFigures(line: LineFigures, currency: CurrencyCode) {
  const amount = lineAmount(line.quantity, line.unit_price, currency);
  return { amount, tax_amount: lineTax(amount, line.tax_rate, currency) };
}

export interface DocumentTotals {
  net_total: number;
  tax_total: number;
  total: number;
}

/** The totals of a document: the sums of its lines' amounts and taxes as shown, so they add up to the cent. */
export function documentTotals(
  lines: readonly { amount: number; tax_amount: number }[],
  currency: CurrencyCode,
): DocumentTotals {
  const net_total = sumMoney(
    lines.map((l) => l.amount),
    currency,
  );
  const tax_total = sumMoney(
    lines.map((l) => l.tax_amount),
    currency,
  );
  return { net_total, tax_total, total: sumMoney([net_total, tax_total], currency) };
}

/** The taxes of a document per rate (a printed invoice lists each rate's base and tax). */
export function taxesPerRate(
  lines: readonly { amount: number; tax_amount: number; tax_rate: number; tax_rate_name: string }[],
  currency: CurrencyCode,
) {
  const byRate = new Map<string, { name: string; rate: number; base: number; tax: number }>();
  for (const line of lines) {
    const key = `${line.tax_rate_name}|${line.tax_rate}`;
    const seen = byRate.get(key) ?? { name: line.tax_rate_name, rate: line.tax_rate, base: 0, tax: 0 };
    seen.base = sumMoney([seen.base, line.amount], currency);
    seen.tax = sumMoney([seen.tax, line.tax_amount], currency);
    byRate.set(key, seen);
  }
  return [...byRate.values()];
}

/**
 * What the client still owes on an issued invoice: its total less what issued credit notes took off and what
 * was paid (reversals count negative). Never below zero: a credit after payment is a refund, not a debt.
 */
export function amountDue(total: number, credited: number, paid: number, currency: CurrencyCode): number {
  const due = subtractMoney(subtractMoney(total, credited, currency), paid, currency);
  return Math.max(due, 0);
}

/**
 * A charge's line figures: its quantity at the unit price that gives its amount exactly; when no unit price
 * does (100 / 3 at two decimals), one unit at the whole amount, since the bill must equal the charge.
 */
export function chargeLine(quantity: number, amount: number, currency: CurrencyCode) {
  if (quantity > 0) {
    const unit = roundMoney(new Big(amount).div(quantity), currency);
    if (lineAmount(quantity, unit, currency) === roundMoney(amount, currency)) {
      return { quantity, unit_price: unit };
    }
  }
  return { quantity: 1, unit_price: roundMoney(amount, currency) };
}

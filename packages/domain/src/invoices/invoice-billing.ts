import type { CurrencyCode } from '../money/currencies';
import { subtractMoney, sumMoney } from '../money/money';

/** One charge billed on an invoice line (net), and what credit notes took back off that line. */
export interface BilledLine {
  charge_id: number;
  amount: number;
  credited: number;
}

/**
 * What of a charge is still to bill: its sell amount less what invoice lines billed net of their credits.
 * The one rule that keeps a charge from being billed twice, whatever the split over invoices and credits.
 */
export function unbilledAmount(
  chargeAmount: number,
  billed: readonly BilledLine[],
  currency: CurrencyCode,
): number {
  const net = billed.map((line) => subtractMoney(line.amount, line.credited, currency));
  return subtractMoney(chargeAmount, sumMoney(net, currency), currency);
}

/** Whether billing `amount` more of a charge stays within it (never bill more than the charge). */
export function canBill(
  chargeAmount: number,
  billed: readonly BilledLine[],
  amount: number,
  currency: CurrencyCode,
): boolean {
  return amount > 0 && subtractMoney(unbilledAmount(chargeAmount, billed, currency), amount, currency) >= 0;
}

/** What of an invoice line may still be credited: its amount less what credit notes already took. */
export function creditableAmount(line: { amount: number; credited: number }, currency: CurrencyCode): number {
  return subtractMoney(line.amount, line.credited, currency);
}

/** Whether crediting `amount` of a line stays within what it billed. */
export function canCredit(
  line: { amount: number; credited: number },
  amount: number,
  currency: CurrencyCode,
): boolean {
  return amount > 0 && subtractMoney(creditableAmount(line, currency), amount, currency) >= 0;
}

import type { MoneyAmount } from '@freight/domain';
import { money } from './money';

/** Amounts in several currencies side by side ('€4,300.00 + $120.00'), never added up; '—' for none. */
export function moneyList(amounts: readonly MoneyAmount[]): string {
  return amounts.length === 0 ? '—' : amounts.map((a) => money(a.amount, a.currency)).join(' + ');
}

import type { CurrencyCode } from '../money/currencies';
import { subtractMoney, sumMoney } from '../money/money';
import { costAccountOf, type JournalAccounts, revenueAccountOf } from './journal-accounts';

/** One posting of the journal: a debit or a credit on one account, and its value in the base currency. */
export interface JournalPosting {
  date: string;
  document: string;
  account: string;
  debit: number;
  credit: number;
  currency: string;
  /** The value in the company's base currency: positive for a debit, negative for a credit. */
  base_amount: number;
}

/** What an issued invoice or credit note posts: its lines' amounts and taxes by cost category. */
export interface JournalDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  date: string;
  currency: CurrencyCode;
  lines: readonly { amount: number; tax_amount: number; category_id: number | null }[];
}

/** Money received against an invoice (a reversal has a negative amount). */
export interface JournalPayment {
  invoice_number: string;
  date: string;
  currency: CurrencyCode;
  amount: number;
}

/** Converts an amount of the document's currency into the base currency, rounded at the base's unit. */
export type ToBase = (amount: number) => number;

interface Side {
  account: string;
  amount: number;
}

/**
 * The postings of one balanced entry: the debit sides and the credit sides each sum to the same amount. The
 * base value of the single balancing side is the others' sum, so rounding at conversion never unbalances the
 * base currency either. Zero postings are left out.
 */
function entry(
  head: Omit<JournalPosting, 'account' | 'debit' | 'credit' | 'base_amount'>,
  balancing: { account: string; isDebit: boolean },
  others: readonly Side[],
  toBase: ToBase,
): JournalPosting[] {
  const currency = head.currency as CurrencyCode;
  const sign = balancing.isDebit ? -1 : 1;
  const moving = others.filter((side) => side.amount !== 0);
  const rows = moving.map((side) =>
    posting(head, side.account, side.amount, !balancing.isDebit, sign * toBase(side.amount)),
  );
  const total = sumMoney(
    moving.map((side) => side.amount),
    currency,
  );
  if (rows.length === 0) return [];
  const baseTotal = -rows.reduce((sum, row) => sum + row.base_amount, 0);
  return [posting(head, balancing.account, total, balancing.isDebit, baseTotal), ...rows];
}

function posting(
  head: Omit<JournalPosting, 'account' | 'debit' | 'credit' | 'base_amount'>,
  account: string,
  amount: number,
  isDebit: boolean,
  base: number,
): JournalPosting {
  // A negative posting (a reversed payment) goes to the other side, so debits and credits stay positive.
  const debit = isDebit === amount >= 0;
  const size = Math.abs(amount);
  return { ...head, account, debit: debit ? size : 0, credit: debit ? 0 : size, base_amount: fixBase(base) };
}

// Sums of rounded base amounts can pick up binary noise (0.1 + 0.2); six places hold every currency's unit.
const fixBase = (value: number) => Number(value.toFixed(6)) || 0;

/**
 * An issued invoice debits the receivable with its total and credits revenue per cost category's account and
 * the tax payable; a credit note posts the same reversed.
 */
export function documentPostings(
  doc: JournalDocument,
  accounts: JournalAccounts,
  toBase: ToBase,
): JournalPosting[] {
  const revenue = new Map<string, number>();
  for (const line of doc.lines) {
    const account = revenueAccountOf(accounts, line.category_id);
    revenue.set(account, sumMoney([revenue.get(account) ?? 0, line.amount], doc.currency));
  }
  const tax = sumMoney(
    doc.lines.map((line) => line.tax_amount),
    doc.currency,
  );
  const sides: Side[] = [...revenue].map(([account, amount]) => ({ account, amount }));
  sides.push({ account: accounts.tax, amount: tax });
  const head = { date: doc.date, document: doc.number, currency: doc.currency };
  const isDebit = doc.kind === 'invoice';
  return entry(head, { account: accounts.receivable, isDebit }, sides, toBase);
}

/** A payment debits the bank and credits the receivable; a reversal (negative amount) posts the other way. */
export function paymentPostings(
  payment: JournalPayment,
  accounts: JournalAccounts,
  toBase: ToBase,
): JournalPosting[] {
  const head = { date: payment.date, document: payment.invoice_number, currency: payment.currency };
  return entry(
    head,
    { account: accounts.bank, isDebit: true },
    [{ account: accounts.receivable, amount: payment.amount }],
    toBase,
  );
}

/** What a supplier's bill posts: its lines' amounts (in the bill's currency) by the charge's cost category. */
export interface JournalSupplierBill {
  document: string;
  date: string;
  currency: CurrencyCode;
  lines: readonly { amount: number; category_id: number | null }[];
}

/** A supplier's bill debits the cost account of each line's cost category and credits the payable. */
export function supplierBillPostings(
  bill: JournalSupplierBill,
  accounts: JournalAccounts,
  toBase: ToBase,
): JournalPosting[] {
  const cost = new Map<string, number>();
  for (const line of bill.lines) {
    const account = costAccountOf(accounts, line.category_id);
    cost.set(account, sumMoney([cost.get(account) ?? 0, line.amount], bill.currency));
  }
  const sides: Side[] = [...cost].map(([account, amount]) => ({ account, amount }));
  const head = { date: bill.date, document: bill.document, currency: bill.currency };
  return entry(head, { account: accounts.payable, isDebit: false }, sides, toBase);
}

/** Debits less credits per currency and in the base currency: all zero when the journal balances. */
export function journalBalance(postings: readonly JournalPosting[]) {
  const perCurrency = new Map<string, number>();
  let base = 0;
  for (const row of postings) {
    const currency = row.currency as CurrencyCode;
    const moved = subtractMoney(row.debit, row.credit, currency);
    perCurrency.set(currency, sumMoney([perCurrency.get(currency) ?? 0, moved], currency));
    base += row.base_amount;
  }
  return { perCurrency, base: fixBase(base) };
}

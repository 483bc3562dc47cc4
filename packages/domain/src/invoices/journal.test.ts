import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../money/currencies';
import { roundMoney, sumMoney } from '../money/money';
import { documentTotals, lineFigures } from './invoice-amounts';
import {
  documentPostings,
  type JournalPosting,
  journalBalance,
  paymentPostings,
  supplierBillPostings,
} from './journal';
import { DEFAULT_JOURNAL_ACCOUNTS, type JournalAccounts } from './journal-accounts';

const accounts: JournalAccounts = {
  ...DEFAULT_JOURNAL_ACCOUNTS,
  revenue_by_category: [
    { category_id: 1, account: '4100' },
    { category_id: 2, account: '4200' },
  ],
  cost_by_category: [{ category_id: 2, account: '5200' }],
};

const currencies: CurrencyCode[] = ['EUR', 'JPY', 'KWD'];

const documentArbitrary = fc
  .record({
    kind: fc.constantFrom('invoice' as const, 'credit_note' as const),
    currency: fc.constantFrom(...currencies),
    rate: fc.double({ min: 0.001, max: 500, noNaN: true }),
    paid: fc.array(fc.integer({ min: -50_000, max: 500_000 }), { maxLength: 3 }),
    lines: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 40 }),
        unit_cents: fc.integer({ min: 0, max: 5_000_000 }),
        tax_rate: fc.constantFrom(0, 5, 7.7, 21),
        category_id: fc.constantFrom(null, 1, 2, 3),
      }),
      { minLength: 1, maxLength: 12 },
    ),
  })
  .map((raw) => {
    const lines = raw.lines.map((line) => {
      const unit_price = roundMoney(line.unit_cents / 1000, raw.currency);
      return { ...lineFigures({ ...line, unit_price }, raw.currency), category_id: line.category_id };
    });
    return { ...raw, lines };
  });

const supplierBillArbitrary = fc
  .record({
    currency: fc.constantFrom(...currencies),
    rate: fc.double({ min: 0.001, max: 500, noNaN: true }),
    lines: fc.array(
      fc.record({
        cents: fc.integer({ min: 0, max: 50_000_000 }),
        category_id: fc.constantFrom(null, 1, 2, 3),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  })
  .map((raw) => ({
    ...raw,
    lines: raw.lines.map((line) => ({
      amount: roundMoney(line.cents / 1000, raw.currency),
      category_id: line.category_id,
    })),
  }));

describe('the journal of invoices, credit notes, payments and supplier bills', () => {
  it('balances debits and credits, per currency and in the base currency, for any documents', () => {
    const anyDocuments = fc.array(documentArbitrary, { minLength: 1, maxLength: 8 });
    const anyBills = fc.array(supplierBillArbitrary, { maxLength: 6 });
    fc.assert(
      fc.property(anyDocuments, anyBills, (documents, bills) => {
        const postings: JournalPosting[] = [];
        documents.forEach((doc, index) => {
          const toBase = (amount: number) => roundMoney(new Big(amount).times(doc.rate), 'USD');
          const number = `DOC-${index}`;
          const made = documentPostings({ ...doc, number, date: '2026-03-01' }, accounts, toBase);
          const total = documentTotals(doc.lines, doc.currency).total;
          const receivable = made.filter((row) => row.account === accounts.receivable);
          const side = doc.kind === 'invoice' ? 'debit' : 'credit';
          expect(
            sumMoney(
              receivable.map((row) => row[side]),
              doc.currency,
            ),
          ).toBe(total);
          postings.push(...made);
          for (const amount of doc.paid) {
            const payment = { invoice_number: number, date: '2026-03-02', currency: doc.currency, amount };
            postings.push(...paymentPostings(payment, accounts, toBase));
          }
        });
        bills.forEach((bill, index) => {
          const toBase = (amount: number) => roundMoney(new Big(amount).times(bill.rate), 'USD');
          const made = supplierBillPostings(
            { ...bill, document: `Maersk BILL-${index}`, date: '2026-03-03' },
            accounts,
            toBase,
          );
          const billed = sumMoney(
            bill.lines.map((line) => line.amount),
            bill.currency,
          );
          const payable = made.filter((row) => row.account === accounts.payable);
          expect(
            sumMoney(
              payable.map((row) => row.credit),
              bill.currency,
            ),
          ).toBe(billed);
          postings.push(...made);
        });
        const balance = journalBalance(postings);
        for (const moved of balance.perCurrency.values()) expect(moved).toBe(0);
        expect(balance.base).toBe(0);
        for (const row of postings) {
          expect(row.debit >= 0 && row.credit >= 0 && row.debit * row.credit === 0).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('credits revenue per cost category account and the tax payable, and reverses them for a credit note', () => {
    const lines = [
      { amount: 100, tax_amount: 21, category_id: 1 },
      { amount: 50, tax_amount: 0, category_id: 3 },
    ];
    const doc = { number: 'INV-2026-00001', date: '2026-03-01', currency: 'EUR' as const, lines };
    const invoice = documentPostings({ ...doc, kind: 'invoice' }, accounts, (amount) => amount * 2);
    expect(
      invoice.map(({ account, debit, credit, base_amount }) => [account, debit, credit, base_amount]),
    ).toEqual([
      ['1200', 171, 0, 342],
      ['4100', 0, 100, -200],
      ['4000', 0, 50, -100],
      ['2200', 0, 21, -42],
    ]);
    const note = documentPostings({ ...doc, kind: 'credit_note' }, accounts, (amount) => amount);
    expect(note.map(({ account, debit, credit }) => [account, debit, credit])).toEqual([
      ['1200', 0, 171],
      ['4100', 100, 0],
      ['4000', 50, 0],
      ['2200', 21, 0],
    ]);
  });

  it('debits the cost account of each line cost category and credits the payable for a supplier bill', () => {
    const lines = [
      { amount: 1000.125, category_id: 2 },
      { amount: 20, category_id: 1 },
      { amount: 5.5, category_id: null },
    ];
    const bill = { document: 'Naviera Sánchez F-77', date: '2026-03-04', currency: 'KWD' as const, lines };
    const made = supplierBillPostings(bill, accounts, (amount) => roundMoney(amount * 3.25, 'USD'));
    expect(
      made.map(({ account, debit, credit, base_amount }) => [account, debit, credit, base_amount]),
    ).toEqual([
      ['2000', 0, 1025.625, -3333.29],
      ['5200', 1000.125, 0, 3250.41],
      ['5000', 25.5, 0, 82.88],
    ]);
  });

  it('debits the bank for a payment and credits it back for a reversal', () => {
    const payment = { invoice_number: 'INV-2026-00001', date: '2026-03-05', currency: 'KWD' as const };
    const paid = paymentPostings({ ...payment, amount: 10.125 }, accounts, (amount) => amount);
    expect(paid.map(({ account, debit, credit }) => [account, debit, credit])).toEqual([
      ['1000', 10.125, 0],
      ['1200', 0, 10.125],
    ]);
    const reversed = paymentPostings({ ...payment, amount: -10.125 }, accounts, (amount) => amount);
    expect(reversed.map(({ account, debit, credit }) => [account, debit, credit])).toEqual([
      ['1000', 0, 10.125],
      ['1200', 10.125, 0],
    ]);
  });
});

import {
  type CurrencyCode,
  convertMoney,
  type ExchangeRates,
  type JournalAccounts,
  type JournalPosting,
  JOURNAL_EXPORT_MESSAGES as M,
  missingRatePair,
  supplierBillPostings,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { keptRatesOf } from './kept-rates';
import * as repo from './supplier-bills.repository';

/**
 * The journal postings of the suppliers' bills dated in the period: each debits the cost account of its lines'
 * cost categories and credits the payable. The base amounts use the rates the shipment's quotation kept, the
 * same the bill was checked and the job's profit is counted with; a disputed bill posts nothing.
 */
export async function supplierBillJournal(
  db: Db,
  period: { from: string; to: string },
  accounts: JournalAccounts,
  base: string,
): Promise<JournalPosting[]> {
  const bills = await repo.journalBillsIn(db, period.from, period.to);
  const ratesByQuotation = new Map<number | null, Promise<ExchangeRates>>();
  const ratesOf = (quotationId: number | null) => {
    let rates = ratesByQuotation.get(quotationId);
    if (!rates) {
      rates = keptRatesOf(db, quotationId);
      ratesByQuotation.set(quotationId, rates);
    }
    return rates;
  };
  const postings: JournalPosting[] = [];
  for (const bill of bills) {
    const rates = await ratesOf(bill.quotation_id);
    const document = `${bill.supplier} ${bill.number}`;
    const missing = missingRatePair(bill.currency, base, rates);
    if (missing) {
      throw AppError.conflict(M.noRate(missing, bill.date, document), {
        currency: bill.currency,
        date: bill.date,
        document,
      });
    }
    const toBase = (amount: number) => convertMoney(amount, bill.currency, base, rates) ?? 0;
    const entry = { document, date: bill.date, currency: bill.currency as CurrencyCode, lines: bill.lines };
    postings.push(...supplierBillPostings(entry, accounts, toBase));
  }
  return postings;
}

import {
  type CurrencyCode,
  convertMoney,
  documentPostings,
  type ExchangeRates,
  JOURNAL_CSV_COLUMNS,
  type JournalExportQuery,
  type JournalPosting,
  JOURNAL_EXPORT_MESSAGES as M,
  missingRatePair,
  paymentPostings,
  pricedRatesFrom,
} from '@freight/domain';
import { csvHeader, csvRow } from '../../platform/csv';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as exchangeRates from '../exchange-rates/exchange-rates.service';
import { getPricingSettings } from '../settings/pricing-settings.service';
import * as shipmentsService from '../shipments/shipments.service';
import * as supplierBillsService from '../supplier-bills/supplier-bills.service';
import { getInvoiceSettings } from './invoice-settings.service';
import * as repo from './journal-export.repository';

/** The rates in force on each day asked, read once per day; conversions go through the base currency. */
function baseConverter(db: Db, base: string) {
  const byDay = new Map<string, Promise<ExchangeRates>>();
  const ratesOn = (day: string) => {
    let rates = byDay.get(day);
    if (!rates) {
      rates = exchangeRates.ratesInForce(db, day).then((records) => pricedRatesFrom(records, base));
      byDay.set(day, rates);
    }
    return rates;
  };
  return async (currency: string, day: string, document: string) => {
    const rates = await ratesOn(day);
    const missing = missingRatePair(currency, base, rates);
    if (missing) throw AppError.conflict(M.noRate(missing, day, document), { currency, date: day, document });
    return (amount: number) => convertMoney(amount, currency, base, rates) ?? 0;
  };
}

/** Each charge's cost category, read from the shipments the documents bill (once per shipment). */
async function chargeCategories(db: Db, shipmentIds: readonly (number | null)[]) {
  const categories = new Map<number, number | null>();
  for (const id of new Set(shipmentIds)) {
    if (id === null) continue;
    const shipment = await shipmentsService.get(db, id);
    for (const charge of shipment.charges) categories.set(charge.id, charge.category_id);
  }
  return categories;
}

/**
 * The period's postings, oldest first: each issued invoice and credit note on its issue date, each payment and
 * reversal on its date, each supplier's bill not disputed on its date. Every entry balances in its currency and in the base currency.
 */
async function journalPostings(db: Db, query: JournalExportQuery) {
  const { accounts } = await getInvoiceSettings(db);
  const pricing = await getPricingSettings(db);
  const toBaseOf = baseConverter(db, pricing.base_currency);
  const documents = await repo.issuedDocumentsIn(db, query.from, query.to);
  const lines = await repo.linesOfDocuments(
    db,
    documents.map((doc) => doc.id),
  );
  const categories = await chargeCategories(
    db,
    documents.map((doc) => doc.shipment_id),
  );
  const postings: JournalPosting[] = [];
  for (const doc of documents) {
    const toBase = await toBaseOf(doc.currency, doc.issue_date, doc.number);
    const own = lines
      .filter((line) => line.invoice_id === doc.id)
      .map((line) => ({ ...line, category_id: categories.get(line.charge_id ?? -1) ?? null }));
    const entry = { ...doc, date: doc.issue_date, currency: doc.currency as CurrencyCode, lines: own };
    postings.push(...documentPostings(entry, accounts, toBase));
  }
  for (const payment of await repo.paymentsIn(db, query.from, query.to)) {
    const toBase = await toBaseOf(payment.currency, payment.date, payment.invoice_number);
    const entry = { ...payment, currency: payment.currency as CurrencyCode };
    postings.push(...paymentPostings(entry, accounts, toBase));
  }
  postings.push(
    ...(await supplierBillsService.supplierBillJournal(db, query, accounts, pricing.base_currency)),
  );
  // Stable: a document's or a payment's postings stay together in their order.
  postings.sort((a, b) => a.date.localeCompare(b.date));
  return { postings, base_currency: pricing.base_currency };
}

/** The journal as CSV lines: the header, then one row per posting. */
export async function* journalCsv(db: Db, query: JournalExportQuery): AsyncGenerator<string> {
  const { postings, base_currency } = await journalPostings(db, query);
  yield csvHeader(JOURNAL_CSV_COLUMNS);
  for (const row of postings) {
    yield csvRow([
      row.date,
      row.document,
      row.account,
      row.debit,
      row.credit,
      row.currency,
      row.base_amount,
      base_currency,
    ]);
  }
}

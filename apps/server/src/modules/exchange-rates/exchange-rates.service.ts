import {
  type ExchangeRateCreate,
  type ExchangeRateRecord,
  type ExchangeRates,
  type ExchangeRateUpdate,
  EXCHANGE_RATE_MESSAGES as M,
  pricedRatesFrom,
  todayIso,
} from '@freight/domain';
import { changesToWrite, found, removed, requireVersion, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import { AppError } from '../../platform/errors';
import { recordSettingsRecordChange } from '../audit/audit-records';
import { getPricingSettings } from '../settings/pricing-settings.service';
import * as repo from './exchange-rates.repository';

/** A rate as the API answers it: the exact decimal as a JSON number, its day as `date`. */
function toRecord(row: repo.ExchangeRateRow): ExchangeRateRecord {
  return {
    id: row.id,
    base: row.base,
    quote: row.quote,
    rate: Number(row.rate),
    date: row.rate_date,
    source: row.source,
    version: row.version,
    updated_at: row.updated_at,
  };
}

const fieldError = (field: string, message: string) => AppError.badRequest(message, { [field]: message });

/** The rates in force on `day` (default the server's today): of each pair, the newest dated on or before it. */
export async function ratesInForce(db: Db, day: string = todayIso()): Promise<ExchangeRateRecord[]> {
  return (await repo.ratesInForce(db, day)).map(toRecord);
}

/**
 * What a quotation records when it is priced now: today's rates in force, each currency as its value in the
 * company's base currency (pricing settings), with their newest date and their sources. Quotation totals and
 * rate-card pricing read it through here.
 */
export async function currentPricedRates(db: Db): Promise<ExchangeRates> {
  // One after the other: inside a transaction both run on the same connection.
  const rows = await repo.ratesInForce(db, todayIso());
  const settings = await getPricingSettings(db);
  return pricedRatesFrom(
    rows.map((row) => ({ ...row, date: row.rate_date })),
    settings.base_currency,
  );
}

async function refuseDuplicate(db: Db, base: string, quote: string, day: string, selfId?: number) {
  const existing = await repo.findPairOnDay(db, base, quote, day);
  if (existing && existing.id !== selfId) throw fieldError('date', M.duplicate(base, quote, day));
}

/** Maps the unique index to the same message when two people add the same pair and day at once. */
async function unlessDuplicate<T>(
  work: () => Promise<T>,
  pair: { base: string; quote: string; day: string },
) {
  try {
    return await work();
  } catch (error) {
    if (isPgError(error, PG.uniqueViolation))
      throw fieldError('date', M.duplicate(pair.base, pair.quote, pair.day));
    throw error;
  }
}

const auditKey = (row: Pick<repo.ExchangeRateRow, 'base' | 'quote'>) =>
  `exchange_rate ${row.base}→${row.quote}`;

/** A rate typed by staff: source 'manual', dated today unless a date is given. */
export async function create(db: Db, input: ExchangeRateCreate): Promise<ExchangeRateRecord> {
  const day = input.date ?? todayIso();
  const pair = { base: input.base, quote: input.quote, day };
  return unlessDuplicate(
    () =>
      db.transaction(async (tx) => {
        await refuseDuplicate(tx, input.base, input.quote, day);
        const row = await repo.exchangeRateRecords.insert(tx, {
          base: input.base,
          quote: input.quote,
          rate: String(input.rate),
          rate_date: day,
          source: 'manual',
        });
        await recordSettingsRecordChange(tx, auditKey(row), {}, toRecord(row));
        return toRecord(row);
      }),
    pair,
  );
}

/** Changes a rate; whatever its source was, a rate staff changed is theirs ('manual') from then on. */
export async function update(
  db: Db,
  id: number,
  input: ExchangeRateUpdate,
  expectedVersion?: number,
): Promise<ExchangeRateRecord> {
  const changes = changesToWrite(input);
  return db.transaction(async (tx) => {
    const current = found(await repo.exchangeRateRecords.find(tx, id), M.notFound);
    requireVersion(current, expectedVersion, M.stale);
    const base = changes.base ?? current.base;
    const quote = changes.quote ?? current.quote;
    const day = changes.date ?? current.rate_date;
    if (base === quote) throw fieldError('quote', M.samePair);
    await refuseDuplicate(tx, base, quote, day, id);
    const values = {
      base,
      quote,
      rate_date: day,
      ...(changes.rate !== undefined ? { rate: String(changes.rate) } : {}),
      source: 'manual',
    };
    const row = await unlessDuplicate(
      async () =>
        written(await repo.exchangeRateRecords.update(tx, id, values, expectedVersion), M.notFound, M.stale),
      { base, quote, day },
    );
    await recordSettingsRecordChange(tx, auditKey(row), toRecord(current), toRecord(row));
    return toRecord(row);
  });
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = found(await repo.exchangeRateRecords.find(tx, id), M.notFound);
    removed(await repo.exchangeRateRecords.remove(tx, id), M.notFound);
    await recordSettingsRecordChange(tx, auditKey(current), toRecord(current), {});
  });
}

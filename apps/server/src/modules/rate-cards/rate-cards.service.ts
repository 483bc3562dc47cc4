import {
  parseRateCardCsv,
  RATE_CARD_CSV_COLUMNS,
  type RateCardCreate,
  type RateCardUpdate,
  rateCardCsvCells,
  rateCardDefaults,
  rateCardProblems,
} from '@freight/domain';
import { changesToWrite, found, removed, written } from '../../platform/crud';
import { csvRow } from '../../platform/csv';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { recordAudit } from '../audit/audit.service';
import { rateCardList } from './rate-cards.list';
import * as repo from './rate-cards.repository';

const NOT_FOUND = 'Rate card not found';

/** 400 with every problem between fields, as `{field: message}`. */
function requireSound(card: Parameters<typeof rateCardProblems>[0]) {
  const problems = rateCardProblems(card);
  const messages = Object.values(problems);
  if (messages.length > 0) throw AppError.badRequest(messages[0]!, problems);
}

export function list(db: Db, rawQuery: Record<string, unknown>) {
  return repo.listRateCards(db, parseListQuery(rawQuery, rateCardList));
}

/** The card, or undefined: for pricing, which answers an unknown card its own way. */
export function find(db: Db, id: number) {
  return repo.rateCardRecords.find(db, id);
}

export async function get(db: Db, id: number) {
  return found(await find(db, id), NOT_FOUND);
}

export async function create(db: Db, input: RateCardCreate) {
  return repo.rateCardRecords.insert(db, rateCardDefaults(input));
}

/** A partial update; the rules between fields are checked on the card with the changes applied. */
export async function update(db: Db, id: number, input: RateCardUpdate, expectedVersion?: number) {
  const changes = changesToWrite(input);
  return db.transaction(async (tx) => {
    const current = found(await repo.rateCardRecords.find(tx, id), NOT_FOUND);
    const next = rateCardDefaults({ ...current, ...changes });
    requireSound(next);
    const { breaks, surcharges, ...rest } = changes;
    const values = {
      ...rest,
      ...(breaks && { breaks: next.breaks }),
      ...(surcharges && { surcharges: next.surcharges }),
    };
    return written(await repo.rateCardRecords.update(tx, id, values, expectedVersion), NOT_FOUND);
  });
}

export async function remove(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const row = found(await repo.rateCardRecords.find(tx, id), NOT_FOUND);
    removed(await repo.rateCardRecords.remove(tx, id), NOT_FOUND);
    const details = {
      carrier: row.carrier,
      transport_mode: row.transport_mode,
      lane: `${row.origin_code}-${row.destination_code}`,
    };
    await recordAudit(
      tx,
      {},
      { action: 'rate_card.deleted', entityType: 'rate_card', entityId: id, details },
    );
  });
}

/** A file of rate cards, all or nothing: any wrong row answers 400 with every problem and imports none. */
export async function importCsv(db: Db, text: string) {
  const parsed = parseRateCardCsv(text);
  if (!parsed.ok) {
    const count = parsed.errors.length;
    const message = `The file has ${count} ${count === 1 ? 'problem' : 'problems'}; nothing was imported`;
    throw new AppError('VALIDATION_FAILED', message, { details: { rows: parsed.errors } });
  }
  const imported = await db.transaction((tx) =>
    repo.insertRateCards(
      tx,
      parsed.cards.map((card) => rateCardDefaults(card)),
    ),
  );
  return { imported };
}

/**
 * The CSV lines of the filtered cards, in the columns the import takes. The filters are checked before the
 * first line, so a bad one answers 400 instead of failing a download that has already started.
 */
export function exportCsv(db: Db, rawQuery: Record<string, unknown>): AsyncGenerator<string> {
  const { limit: _limit, offset: _offset, select: _select, ...filters } = rawQuery;
  return csvLines(db, parseListQuery(filters, rateCardList));
}

async function* csvLines(db: Db, query: ReturnType<typeof parseListQuery>) {
  yield csvRow(RATE_CARD_CSV_COLUMNS);
  for await (const rows of repo.iterateRateCards(db, query)) {
    for (const row of rows) yield csvRow(rateCardCsvCells(row));
  }
}

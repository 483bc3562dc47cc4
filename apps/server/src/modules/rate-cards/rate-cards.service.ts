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
import { csvHeader, csvRow } from '../../platform/csv';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { recordAudit } from '../audit/audit.service';
import * as locationsService from '../locations/locations.service';
import { rateCardList } from './rate-cards.list';
import * as repo from './rate-cards.repository';

const NOT_FOUND = 'Rate card not found';

/** 400 with every problem between fields, as `{field: message}`. */
function requireSound(card: Parameters<typeof rateCardProblems>[0]) {
  const problems = rateCardProblems(card);
  const messages = Object.values(problems);
  if (messages.length > 0) throw AppError.badRequest(messages[0]!, problems);
}

/** @public */
export function list(db: Db, rawQuery: Record<string, unknown>) {
  return repo.listRateCards(db, parseListQuery(rawQuery, rateCardList));
}

/** The card, or undefined: for pricing, which answers an unknown card its own way. */
function find(db: Db, id: number) {
  return repo.rateCardRecords.find(db, id);
}

/** @public */
export async function get(db: Db, id: number) {
  return found(await find(db, id), NOT_FOUND);
}

/** @public */
export async function create(db: Db, input: RateCardCreate) {
  await locationsService.assertLaneCodes(db, input.transport_mode, {
    origin_code: input.origin_code,
    destination_code: input.destination_code,
  });
  return repo.rateCardRecords.insert(db, rateCardDefaults(input));
}

/**
 * A partial update; the rules between fields are checked on the card with the changes applied.
 * @public
 */
export async function update(db: Db, id: number, input: RateCardUpdate, expectedVersion?: number) {
  const changes = changesToWrite(input);
  return db.transaction(async (tx) => {
    const current = found(await repo.rateCardRecords.find(tx, id), NOT_FOUND);
    const next = rateCardDefaults({ ...current, ...changes });
    requireSound(next);
    await assertChangedLanes(tx, current, changes);
    const { breaks, surcharges, ...rest } = changes;
    const values = {
      ...rest,
      ...(breaks && { breaks: next.breaks }),
      ...(surcharges && { surcharges: next.surcharges }),
    };
    return written(await repo.rateCardRecords.update(tx, id, values, expectedVersion), NOT_FOUND);
  });
}

/** @public */
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

/**
 * The lane rule on what an update changes, as for quotations: new codes against the card's mode, and at a
 * change of mode both stored codes, where a stored code that is no known location is kept (flagged on screen).
 */
async function assertChangedLanes(db: Db, current: RateCardCreate, changes: Partial<RateCardCreate>) {
  const modeChanged =
    changes.transport_mode !== undefined && changes.transport_mode !== current.transport_mode;
  const codes: Record<string, string> = {};
  const keepUnknown = new Set<string>();
  for (const field of ['origin_code', 'destination_code'] as const) {
    const next = changes[field];
    if (next !== undefined && next !== current[field]) codes[field] = next;
    else if (modeChanged) {
      codes[field] = current[field];
      keepUnknown.add(field);
    }
  }
  await locationsService.assertLaneCodes(
    db,
    changes.transport_mode ?? current.transport_mode,
    codes,
    keepUnknown,
  );
}

/** Every row's lane codes checked against its mode: `{row, column, message}` as the file's other problems. */
async function laneProblems(db: Db, cards: RateCardCreate[], lines: number[]) {
  const problems: { row: number; column: string; message: string }[] = [];
  // One look-up for the whole file (up to 5,000 rows); only a wrong code asks for a suggestion.
  const known = await locationsService.describe(
    db,
    cards.flatMap((card) => [card.origin_code, card.destination_code]),
  );
  for (const [index, card] of cards.entries()) {
    const found = await locationsService.laneCodeProblems(
      db,
      card.transport_mode,
      { origin_code: card.origin_code, destination_code: card.destination_code },
      new Set(),
      known,
    );
    for (const [column, message] of Object.entries(found))
      problems.push({ row: lines[index]!, column, message });
  }
  return problems;
}

/** A file of rate cards, all or nothing: any wrong row answers 400 with every problem and imports none. */
export async function importCsv(db: Db, text: string) {
  const read = parseRateCardCsv(text);
  const errors = read.ok ? await laneProblems(db, read.cards, read.lines) : read.errors;
  if (!read.ok || errors.length > 0) {
    const count = errors.length;
    const message = `The file has ${count} ${count === 1 ? 'problem' : 'problems'}; nothing was imported`;
    throw new AppError('VALIDATION_FAILED', message, { details: { rows: errors } });
  }
  const imported = await db.transaction((tx) =>
    repo.insertRateCards(
      tx,
      read.cards.map((card) => rateCardDefaults(card)),
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
  yield csvHeader(RATE_CARD_CSV_COLUMNS);
  for await (const rows of repo.iterateRateCards(db, query)) {
    for (const row of rows) yield csvRow(rateCardCsvCells(row));
  }
}

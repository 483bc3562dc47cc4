import {
  type CargoLineCreate,
  type CargoLineUpdate,
  cargoLineModalDefaults,
  normalizeProductSpecifications,
  storedCargoLineTotals,
  withoutUndefined,
} from '@freight/domain';
import { changesToWrite, found, removed, requireVersion, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { recordLineChange } from '../audit/audit.service';
import { changeQuotationContents, unknownQuotation } from '../quotations/quotation-totals';
import { cargoLineList } from './cargo-lines.list';
import * as repo from './cargo-lines.repository';

const NOT_FOUND = 'Box item not found';
const notFound = () => AppError.notFound(NOT_FOUND);

/** @public */
export function list(db: Db, rawQuery: Record<string, unknown>) {
  return repo.listCargoLines(db, parseListQuery(rawQuery, cargoLineList));
}

/** @public */
export async function get(db: Db, id: number) {
  return found(await repo.cargoLineRecords.find(db, id), NOT_FOUND);
}

/**
 * Adds a cargo line. Absent fields take the Add Item modal's defaults; CBM and weight are computed here from
 * the measurements (`storedCargoLineTotals`), whatever the client sent, and the quotation's totals follow.
 * @public
 */
export async function create(db: Db, input: CargoLineCreate) {
  const { quotation_id, ...given } = withoutUndefined(input);
  const values = { ...cargoLineModalDefaults(), ...given };
  const row = {
    ...values,
    product_specifications: normalizeProductSpecifications(values.product_specifications),
    ...storedCargoLineTotals(values),
    quotation_id: quotation_id!,
  };
  return changeQuotationContents(db, row.quotation_id, unknownQuotation, async (tx) => {
    const inserted = await repo.cargoLineRecords.insert(tx, row);
    await recordLineChange(tx, 'cargo', 'added', inserted);
    return inserted;
  });
}

/** @public */
export async function update(db: Db, id: number, input: CargoLineUpdate, expectedVersion?: number) {
  const changes = changesToWrite(input);
  return changeQuotationContents(db, repo.quotationOfCargoLine(id), notFound, async (tx) => {
    // Read once, under the quotation's lock: nobody can change the item until we commit.
    const current = found(await repo.cargoLineRecords.find(tx, id), NOT_FOUND);
    requireVersion(current, expectedVersion);
    const values = { ...changes, ...storedCargoLineTotals({ ...current, ...changes }) };
    const updated = written(await repo.cargoLineRecords.update(tx, id, values), NOT_FOUND);
    await recordLineChange(tx, 'cargo', 'changed', current, updated);
    return updated;
  });
}

/** @public */
export async function remove(db: Db, id: number) {
  await changeQuotationContents(db, repo.quotationOfCargoLine(id), notFound, async (tx) => {
    const line = found(await repo.cargoLineRecords.find(tx, id), NOT_FOUND);
    removed(await repo.cargoLineRecords.remove(tx, id), NOT_FOUND);
    await recordLineChange(tx, 'cargo', 'removed', line);
  });
}

/** Copies a quotation's cargo lines onto another (a duplicate); answers how many. */
export function copyToQuotation(db: Db, fromId: number, toId: number) {
  return repo.copyCargoLines(db, fromId, toId);
}

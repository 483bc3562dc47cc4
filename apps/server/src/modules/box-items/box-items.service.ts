import {
  type BoxItemCreate,
  type BoxItemUpdate,
  boxItemModalDefaults,
  normalizeProductSpecifications,
  storedBoxItemTotals,
  withoutUndefined,
} from '@freight/domain';
import { changesToWrite, found, removed, requireVersion, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { recordLineChange } from '../audit/audit.service';
import { changeQuotationContents, unknownQuotation } from '../quotations/quotation-totals';
import { boxItemList } from './box-items.list';
import * as repo from './box-items.repository';

const NOT_FOUND = 'Box item not found';
const notFound = () => AppError.notFound(NOT_FOUND);

export function list(db: Db, rawQuery: Record<string, unknown>) {
  return repo.listBoxItems(db, parseListQuery(rawQuery, boxItemList));
}

export async function get(db: Db, id: number) {
  return found(await repo.boxItemRecords.find(db, id), NOT_FOUND);
}

/**
 * Adds a cargo line. Absent fields take the Add Item modal's defaults; CBM and weight are computed here from
 * the measurements (`storedBoxItemTotals`), whatever the client sent, and the quotation's totals follow.
 */
export async function create(db: Db, input: BoxItemCreate) {
  const { quotation_id, ...given } = withoutUndefined(input);
  const values = { ...boxItemModalDefaults(), ...given };
  const row = {
    ...values,
    product_specifications: normalizeProductSpecifications(values.product_specifications),
    ...storedBoxItemTotals(values),
    quotation_id: quotation_id!,
  };
  return changeQuotationContents(db, row.quotation_id, unknownQuotation, async (tx) => {
    const inserted = await repo.boxItemRecords.insert(tx, row);
    await recordLineChange(tx, 'cargo', 'added', inserted);
    return inserted;
  });
}

export async function update(db: Db, id: number, input: BoxItemUpdate, expectedVersion?: number) {
  const changes = changesToWrite(input);
  return changeQuotationContents(db, repo.quotationOfBoxItem(id), notFound, async (tx) => {
    // Read once, under the quotation's lock: nobody can change the item until we commit.
    const current = found(await repo.boxItemRecords.find(tx, id), NOT_FOUND);
    requireVersion(current, expectedVersion);
    const values = { ...changes, ...storedBoxItemTotals({ ...current, ...changes }) };
    const updated = written(await repo.boxItemRecords.update(tx, id, values), NOT_FOUND);
    await recordLineChange(tx, 'cargo', 'changed', current, updated);
    return updated;
  });
}

export async function remove(db: Db, id: number) {
  await changeQuotationContents(db, repo.quotationOfBoxItem(id), notFound, async (tx) => {
    const line = found(await repo.boxItemRecords.find(tx, id), NOT_FOUND);
    removed(await repo.boxItemRecords.remove(tx, id), NOT_FOUND);
    await recordLineChange(tx, 'cargo', 'removed', line);
  });
}

/** Copies a quotation's cargo lines onto another (a duplicate); answers how many. */
export function copyToQuotation(db: Db, fromId: number, toId: number) {
  return repo.copyBoxItems(db, fromId, toId);
}

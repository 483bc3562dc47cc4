import {
  type BoxItemCreate,
  type BoxItemUpdate,
  boxItemModalDefaults,
  normalizeProductSpecifications,
  storedBoxItemTotals,
  withoutUndefined,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { changeQuotationContents } from '../quotations/quotation-totals';
import { boxItemList } from './box-items.list';
import * as repo from './box-items.repository';

const NOT_FOUND = 'Box item not found';
const notFound = () => AppError.notFound(NOT_FOUND);
const QUOTATION_NOT_FOUND = 'Quotation not found';
const unknownQuotation = () =>
  AppError.badRequest(QUOTATION_NOT_FOUND, { quotation_id: QUOTATION_NOT_FOUND });

export async function listBoxItems(db: Db, rawQuery: Record<string, unknown>) {
  const query = parseListQuery(rawQuery, boxItemList);
  const { rows, total } = await repo.listBoxItems(db, query);
  return { data: rows, total, limit: query.limit, offset: query.offset };
}

export async function getBoxItem(db: Db, id: number) {
  const row = await repo.findBoxItem(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Adds a cargo line. Absent fields take the Add Item modal's defaults; CBM and weight are computed here from
 * the measurements (`storedBoxItemTotals`), whatever the client sent, and the quotation's totals follow.
 */
export async function createBoxItem(db: Db, input: BoxItemCreate) {
  const { quotation_id, ...given } = withoutUndefined(input);
  const values = { ...boxItemModalDefaults(), ...given };
  const row = {
    ...values,
    product_specifications: normalizeProductSpecifications(values.product_specifications),
    ...storedBoxItemTotals(values),
    quotation_id: quotation_id!,
  };
  return changeQuotationContents(db, row.quotation_id, unknownQuotation, (tx) => repo.insertBoxItem(tx, row));
}

export async function updateBoxItem(db: Db, id: number, input: BoxItemUpdate, expectedVersion?: number) {
  const changes = withoutUndefined(input);
  if (Object.keys(changes).length === 0) throw AppError.badRequest('No fields provided for update');
  const { quotation_id } = await getBoxItem(db, id);
  return changeQuotationContents(db, quotation_id, notFound, async (tx) => {
    // Read again under the quotation's lock: nobody can change the item until we commit.
    const current = await repo.findBoxItem(tx, id);
    if (!current) throw notFound();
    if (expectedVersion !== undefined && current.version !== expectedVersion) {
      throw AppError.preconditionFailed();
    }
    return repo.updateBoxItem(tx, id, { ...changes, ...storedBoxItemTotals({ ...current, ...changes }) });
  });
}

export async function deleteBoxItem(db: Db, id: number) {
  const { quotation_id } = await getBoxItem(db, id);
  await changeQuotationContents(db, quotation_id, notFound, async (tx) => {
    if (!(await repo.findBoxItem(tx, id))) throw notFound();
    await repo.deleteBoxItem(tx, id);
  });
}

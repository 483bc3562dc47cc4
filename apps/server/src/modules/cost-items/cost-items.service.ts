import {
  type CostItemCreate,
  type CostItemUpdate,
  DEFAULT_CALCULATION_METHOD,
  DEFAULT_COST_LOCATION,
  isValidParent,
  COST_ITEM_MESSAGES as M,
  withoutUndefined,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { findCostCategory } from '../cost-categories/cost-categories.repository';
import { changeQuotationContents } from '../quotations/quotation-totals';
import { costItemList } from './cost-items.list';
import * as repo from './cost-items.repository';

const NOT_FOUND = 'Cost item not found';
const notFound = () => AppError.notFound(NOT_FOUND);
const QUOTATION_NOT_FOUND = 'Quotation not found';
const unknownQuotation = () =>
  AppError.badRequest(QUOTATION_NOT_FOUND, { quotation_id: QUOTATION_NOT_FOUND });
export const PARENT_WITH_SUB_ITEMS_MESSAGE = 'An item with sub-items cannot become a sub-item';

const fieldError = (field: string, message: string) => AppError.badRequest(message, { [field]: message });

async function requireCategory(db: Db, categoryId: number) {
  if (!(await findCostCategory(db, categoryId))) throw fieldError('category_id', M.categoryRequired);
}

/** A sub-item's parent must be a regular (non-sub) item of the same quotation, other than the item itself. */
async function requireParent(db: Db, quotationId: number, parentId: number, selfId?: number) {
  const items = await repo.quotationCostItems(db, quotationId);
  if (!isValidParent(items, parentId, selfId)) throw fieldError('parent_id', M.invalidParent);
}

const answer = async (tx: Db, id: number) => (await repo.findCostItemWithCategory(tx, id))!;

/**
 * A page of cost lines. Without an explicit `order_by` they come in the breakdown's order (main items, each
 * followed by its sub-items, orphans last).
 */
export async function listCostItems(db: Db, rawQuery: Record<string, unknown>) {
  const query = parseListQuery(rawQuery, costItemList);
  const inBreakdownOrder = typeof rawQuery.order_by !== 'string' || !rawQuery.order_by.trim();
  const { rows, total } = await repo.listCostItems(db, query, inBreakdownOrder);
  return { data: rows, total, limit: query.limit, offset: query.offset };
}

export async function getCostItem(db: Db, id: number) {
  const row = await repo.findCostItemWithCategory(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Adds a cost line: Origin, Fixed and quantity 1 unless given, placed last (sort_order = the quotation's
 * item count) unless a position is given. The total is the server's (`costItemTotal`, in the recomputation
 * that follows); a `total_cost` sent by the client is kept as the entered total a Fixed line uses.
 */
export async function createCostItem(db: Db, input: CostItemCreate) {
  const given = withoutUndefined(input);
  const quotationId = given.quotation_id!;
  return changeQuotationContents(
    db,
    quotationId,
    unknownQuotation,
    async (tx) => {
      await requireCategory(tx, given.category_id!);
      const isSubItem = given.is_sub_item ?? false;
      if (isSubItem) await requireParent(tx, quotationId, given.parent_id!);
      const row = await repo.insertCostItem(tx, {
        quotation_id: quotationId,
        category_id: given.category_id!,
        description: given.description!,
        location: given.location ?? DEFAULT_COST_LOCATION,
        calculation_method: given.calculation_method ?? DEFAULT_CALCULATION_METHOD,
        quantity: given.quantity ?? 1,
        unit_cost: given.unit_cost ?? null,
        rate: given.rate ?? null,
        entered_total_cost: given.total_cost ?? null,
        is_sub_item: isSubItem,
        parent_id: isSubItem ? given.parent_id! : null,
        sort_order: given.sort_order ?? (await repo.countCostItems(tx, quotationId)),
      });
      return row.id;
    },
    answer,
  );
}

/**
 * Changes a cost line. Turning `is_sub_item` off clears the parent; turning it on needs a valid parent, and
 * an item that has sub-items of its own cannot become one.
 */
export async function updateCostItem(db: Db, id: number, input: CostItemUpdate, expectedVersion?: number) {
  const changes = withoutUndefined(input);
  if (Object.keys(changes).length === 0) throw AppError.badRequest('No fields provided for update');
  const existing = await repo.findCostItem(db, id);
  if (!existing) throw notFound();
  return changeQuotationContents(
    db,
    existing.quotation_id,
    notFound,
    async (tx) => {
      // Read again under the quotation's lock: nobody can change the item until we commit.
      const current = await repo.findCostItem(tx, id);
      if (!current) throw notFound();
      if (expectedVersion !== undefined && current.version !== expectedVersion) {
        throw AppError.preconditionFailed();
      }
      if (changes.category_id !== undefined) await requireCategory(tx, changes.category_id);
      const isSubItem = changes.is_sub_item ?? current.is_sub_item;
      const parentId = isSubItem
        ? changes.parent_id !== undefined
          ? changes.parent_id
          : current.parent_id
        : null;
      if (isSubItem) {
        if (parentId === null) throw fieldError('parent_id', M.parentRequired);
        if (!current.is_sub_item && (await repo.hasSubItems(tx, id))) {
          throw fieldError('is_sub_item', PARENT_WITH_SUB_ITEMS_MESSAGE);
        }
        await requireParent(tx, current.quotation_id, parentId, id);
      }
      const { total_cost, ...rest } = changes;
      await repo.updateCostItem(tx, id, {
        ...rest,
        ...(total_cost !== undefined ? { entered_total_cost: total_cost } : {}),
        is_sub_item: isSubItem,
        parent_id: parentId,
      });
      return id;
    },
    answer,
  );
}

/** Deletes a cost line and its sub-items. */
export async function deleteCostItem(db: Db, id: number) {
  const existing = await repo.findCostItem(db, id);
  if (!existing) throw notFound();
  await changeQuotationContents(db, existing.quotation_id, notFound, async (tx) => {
    if (!(await repo.findCostItem(tx, id))) throw notFound();
    await repo.deleteCostItem(tx, id);
  });
}

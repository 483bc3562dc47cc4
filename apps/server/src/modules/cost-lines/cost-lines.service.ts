import {
  type CostLineCreate,
  type CostLineUpdate,
  DEFAULT_CALCULATION_METHOD,
  DEFAULT_COST_LOCATION,
  defaultClientDescription,
  isValidParent,
  COST_ITEM_MESSAGES as M,
  missingRatePair,
  noExchangeRateMessage,
  withoutUndefined,
} from '@freight/domain';
import { changesToWrite, found, removed, requireVersion, written } from '../../platform/crud';
import { preparedListQuery } from '../../platform/crud/prepared-list-query';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { recordLineChange } from '../audit/audit.service';
import * as costCategoriesService from '../cost-categories/cost-categories.service';
import { changeQuotationContents, quotationRates, unknownQuotation } from '../quotations/quotation-totals';
import { costLineList } from './cost-lines.list';
import * as repo from './cost-lines.repository';

const NOT_FOUND = 'Cost item not found';
const notFound = () => AppError.notFound(NOT_FOUND);
const PARENT_WITH_SUB_ITEMS_MESSAGE = 'An item with sub-items cannot become a sub-item';

const fieldError = (field: string, message: string) => AppError.badRequest(message, { [field]: message });

async function requireCategory(db: Db, categoryId: number) {
  const category = await costCategoriesService.find(db, categoryId);
  if (!category) throw fieldError('category_id', M.categoryRequired);
  return category;
}

async function categoryName(db: Db, categoryId: number | null) {
  return categoryId === null ? null : ((await costCategoriesService.find(db, categoryId))?.name ?? null);
}

/**
 * The client's text after a change: the one given; else, when the line's category or description changed and
 * its client text was still the one derived from them (nobody wrote their own), the one derived from the new
 * values, so the client text follows the desk's edits until someone words it themselves.
 */
async function clientDescriptionAfter(
  db: Db,
  current: { category_id: number | null; description: string; client_description: string },
  changes: { category_id?: number; description?: string; client_description?: string },
): Promise<string | undefined> {
  // The form sends every field: the text the line already has is no new wording of it.
  const given = changes.client_description;
  if (given && given !== current.client_description) return given;
  const blanked = given === '';
  if (!blanked && changes.category_id === undefined && changes.description === undefined) return undefined;
  const before = defaultClientDescription(await categoryName(db, current.category_id), current.description);
  if (!blanked && current.client_description !== before) return undefined;
  const categoryId = changes.category_id ?? current.category_id;
  return defaultClientDescription(
    await categoryName(db, categoryId),
    changes.description ?? current.description,
  );
}

/** A sub-item's parent must be a regular (non-sub) item of the same quotation, other than the item itself. */
async function requireParent(db: Db, quotationId: number, parentId: number, selfId?: number) {
  const items = await repo.quotationCostLines(db, quotationId);
  if (!isValidParent(items, parentId, selfId)) throw fieldError('parent_id', M.invalidParent);
}

/**
 * The item as the API answers it, read after the recomputation so that its totals are the new ones. A buy
 * side in a currency the quotation's exchange rates cannot convert is refused (and the change rolled back).
 */
const answer = async (tx: Db, id: number) => {
  const item = (await repo.findCostLineWithCategory(tx, id))!;
  if (item.buy_total !== null && item.buy_cost === null) {
    const pricing = await quotationRates(tx, item.quotation_id);
    const pair = missingRatePair(item.buy_currency ?? pricing.currency, pricing.currency, pricing.rates);
    const message = noExchangeRateMessage(pair ?? `${item.buy_currency}→${pricing.currency}`);
    // Its own code, so that the form can offer the reprice without reading the message's words.
    throw new AppError('EXCHANGE_RATE_MISSING', message, { fields: { buy_currency: message } });
  }
  return item;
};

/**
 * A page of cost lines. Without an explicit `order_by` they come in the breakdown's order (main items, each
 * followed by its sub-items, orphans last).
 * @public
 */
export function list(db: Db, rawQuery: Record<string, unknown>) {
  const inBreakdownOrder = typeof rawQuery.order_by !== 'string' || !rawQuery.order_by.trim();
  // Nobody's visibility is involved (the quotations grant covers every line): the request's shape fixes it.
  return repo.listCostLines(db, preparedListQuery(rawQuery, costLineList, 'cost_lines'), inBreakdownOrder);
}

/** @public */
export async function get(db: Db, id: number) {
  return found(await repo.findCostLineWithCategory(db, id), NOT_FOUND);
}

/**
 * Adds a cost line: Origin, Fixed and quantity 1 unless given, placed last (sort_order = the quotation's
 * item count) unless a position is given. The total is the server's (`costLineTotal`, in the recomputation
 * that follows); a `total_cost` sent by the client is kept as the entered total a Fixed line uses.
 * @public
 */
export async function create(db: Db, input: CostLineCreate) {
  const given = withoutUndefined(input);
  const quotationId = given.quotation_id!;
  const work = async (tx: Db) => {
    const category = await requireCategory(tx, given.category_id!);
    const isSubItem = given.is_sub_item ?? false;
    if (isSubItem) await requireParent(tx, quotationId, given.parent_id!);
    const row = await repo.costLineRecords.insert(tx, {
      quotation_id: quotationId,
      category_id: given.category_id!,
      description: given.description!,
      client_description:
        given.client_description || defaultClientDescription(category.name, given.description!),
      location: given.location ?? DEFAULT_COST_LOCATION,
      calculation_method: given.calculation_method ?? DEFAULT_CALCULATION_METHOD,
      quantity: given.quantity ?? 1,
      unit_cost: given.unit_cost ?? null,
      rate: given.rate ?? null,
      entered_total_cost: given.total_cost ?? null,
      supplier: given.supplier ?? '',
      buy_rate: given.buy_rate ?? null,
      entered_buy_total: given.buy_total ?? null,
      buy_currency: given.buy_currency ?? null,
      is_sub_item: isSubItem,
      parent_id: isSubItem ? given.parent_id! : null,
      sort_order: given.sort_order ?? (await repo.countCostLines(tx, quotationId)),
    });
    await recordLineChange(tx, 'cost', 'added', row);
    return row.id;
  };
  return changeQuotationContents(db, quotationId, unknownQuotation, work, answer);
}

/**
 * Changes a cost line. Turning `is_sub_item` off clears the parent; turning it on needs a valid parent, and
 * an item that has sub-items of its own cannot become one.
 * @public
 */
export async function update(db: Db, id: number, input: CostLineUpdate, expectedVersion?: number) {
  const changes = changesToWrite(input);
  const work = async (tx: Db) => {
    // Read once, under the quotation's lock: nobody can change the item until we commit.
    const current = found(await repo.costLineRecords.find(tx, id), NOT_FOUND);
    requireVersion(current, expectedVersion);
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
    const { total_cost, buy_total, client_description: _given, ...rest } = changes;
    const clientDescription = await clientDescriptionAfter(tx, current, changes);
    const values = {
      ...rest,
      ...(clientDescription !== undefined ? { client_description: clientDescription } : {}),
      ...(total_cost !== undefined ? { entered_total_cost: total_cost } : {}),
      ...(buy_total !== undefined ? { entered_buy_total: buy_total } : {}),
      is_sub_item: isSubItem,
      parent_id: parentId,
    };
    const updated = written(await repo.costLineRecords.update(tx, id, values), NOT_FOUND);
    await recordLineChange(tx, 'cost', 'changed', current, updated);
    return updated.id;
  };
  return changeQuotationContents(db, repo.quotationOfCostLine(id), notFound, work, answer);
}

/**
 * Deletes a cost line and its sub-items (the parent foreign key cascades).
 * @public
 */
export async function remove(db: Db, id: number) {
  await changeQuotationContents(db, repo.quotationOfCostLine(id), notFound, async (tx) => {
    const line = found(await repo.costLineRecords.find(tx, id), NOT_FOUND);
    removed(await repo.costLineRecords.remove(tx, id), NOT_FOUND);
    await recordLineChange(tx, 'cost', 'removed', line);
  });
}

/** Copies a quotation's cost lines onto another (a duplicate), sub-items under their copied parents. */
export function copyToQuotation(db: Db, fromId: number, toId: number) {
  return repo.copyCostLines(db, fromId, toId);
}

import { type CategoryPart, chargePartOf } from '@freight/domain';
import { and, asc, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { listPage, type Page, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { listSelection, type ParsedListQuery } from '../../platform/list-query';
import { costCategories } from '../cost-categories/cost-categories.table';
import { costItemCurrency, costItemList } from './cost-items.list';
import { costItems } from './cost-items.table';

export type CostItemRow = typeof costItems.$inferSelect;

/** Find, insert, versioned update and delete of one cost item. */
export const costItemRecords = tableRecords(costItems);

const parents = alias(costItems, 'parent_item');
// A sub-item hangs under its parent only when that parent is a regular item of the same quotation.
const parentJoin = and(
  eq(parents.id, costItems.parent_id),
  eq(costItems.is_sub_item, true),
  eq(parents.is_sub_item, false),
  eq(parents.quotation_id, costItems.quotation_id),
);

/**
 * The cost breakdown's order, per quotation: main items by sort_order then
 * created_at, each followed by its sub-items in the same order, then the orphaned sub-items (parent missing
 * or itself a sub-item). The same order as the domain's `orderCostItems`, done in SQL so it pages.
 */
const breakdownOrder: SQL[] = [
  sql`${costItems.quotation_id} asc`,
  sql`(${costItems.is_sub_item} and ${parents.id} is null) asc`,
  sql`coalesce(${parents.sort_order}, ${costItems.sort_order}) asc`,
  sql`coalesce(${parents.created_at}, ${costItems.created_at}) asc`,
  sql`coalesce(${parents.id}, ${costItems.id}) asc`,
  sql`(${parents.id} is not null) asc`,
  sql`${costItems.sort_order} asc`,
  sql`${costItems.created_at} asc`,
  sql`${costItems.id} asc`,
];

const {
  entered_total_cost: _entered,
  entered_buy_total: _enteredBuy,
  ...answerColumns
} = getTableColumns(costItems);
const withCategorySelection = {
  ...answerColumns,
  currency: costItemCurrency,
  category: { id: costCategories.id, name: costCategories.name },
  category_part: costCategories.part,
};

type CategoryRef = { id: number; name: string } | null;

/**
 * The item with its category embedded as `category_id_related` ({id, name}, or null) and its `charge_part`,
 * read from the category as it is now (so re-grouping a category in Settings moves its lines at once).
 */
function embedCategory<T extends { category: unknown; category_part: unknown; location: string }>(row: T) {
  const { category, category_part, ...rest } = row;
  const related = category as CategoryRef;
  const charge_part = chargePartOf(
    category_part as CategoryPart | null,
    row.location as 'Origin' | 'Destination',
  );
  return { ...rest, charge_part, category_id_related: related?.id ? related : null };
}

/** Cost items with their category's id and name (a left join on its key: one row per item). */
function selectWithCategory(db: Db) {
  return db
    .select(withCategorySelection)
    .from(costItems)
    .leftJoin(costCategories, eq(costCategories.id, costItems.category_id))
    .$dynamic();
}

/**
 * A page of cost items. Without `select` each item carries `category_id_related`; without an explicit
 * `order_by` (`inBreakdownOrder`) the items come in the breakdown's order, which needs each item's parent.
 */
export async function listCostItems(db: Db, query: ParsedListQuery, inBreakdownOrder: boolean) {
  const orderBy = inBreakdownOrder ? breakdownOrder : query.orderBy;
  // The parent join (on its key, so one row per item) is only there for the breakdown's order; it selects
  // nothing, so the page's row type is unchanged.
  const withParents = <T extends PgSelect>(page: T) =>
    inBreakdownOrder ? (page.leftJoin(parents, parentJoin) as unknown as T) : page;
  if (query.select) {
    const page = db.select(listSelection(costItemList, query.select)).from(costItems).$dynamic();
    return listPage(db, query, costItems, withParents(page), orderBy) as Promise<Page<Partial<CostItemRow>>>;
  }
  const result = await listPage(db, query, costItems, withParents(selectWithCategory(db)), orderBy);
  return { ...result, data: result.data.map(embedCategory) };
}

export async function findCostItemWithCategory(db: Db, id: number) {
  const [row] = await selectWithCategory(db).where(eq(costItems.id, id)).limit(1);
  return row ? embedCategory(row) : undefined;
}

/** The id of the quotation holding a cost item, as a subquery: what a change to the item locks first. */
export function quotationOfCostItem(id: number): SQL {
  return sql`(select ${costItems.quotation_id} from ${costItems} where ${costItems.id} = ${id})`;
}

/** A quotation's items with what parent checks need. */
export async function quotationCostItems(db: Db, quotationId: number) {
  return db
    .select({ id: costItems.id, is_sub_item: costItems.is_sub_item, parent_id: costItems.parent_id })
    .from(costItems)
    .where(eq(costItems.quotation_id, quotationId));
}

export async function countCostItems(db: Db, quotationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(costItems)
    .where(eq(costItems.quotation_id, quotationId));
  return row?.n ?? 0;
}

export async function hasSubItems(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: costItems.id })
    .from(costItems)
    .where(eq(costItems.parent_id, id))
    .limit(1);
  return rows.length > 0;
}

/** What a cost line's total is computed from. */
export async function costTotalInputs(db: Db, quotationId: number) {
  return db
    .select({
      id: costItems.id,
      calculation_method: costItems.calculation_method,
      quantity: costItems.quantity,
      unit_cost: costItems.unit_cost,
      rate: costItems.rate,
      entered_total_cost: costItems.entered_total_cost,
      total_cost: costItems.total_cost,
      buy_rate: costItems.buy_rate,
      entered_buy_total: costItems.entered_buy_total,
      buy_currency: costItems.buy_currency,
      buy_total: costItems.buy_total,
      buy_cost: costItems.buy_cost,
    })
    .from(costItems)
    .where(eq(costItems.quotation_id, quotationId));
}

/** Stores recomputed totals in one statement. */
export async function setCostTotals(
  db: Db,
  totals: readonly { id: number; total_cost: number; buy_total: number | null; buy_cost: number | null }[],
) {
  if (totals.length === 0) return;
  const rows = sql.join(
    totals.map(
      (t) => sql`(${t.id}::int, ${t.total_cost}::numeric, ${t.buy_total}::numeric, ${t.buy_cost}::numeric)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${costItems} set total_cost = v.total_cost, buy_total = v.buy_total, buy_cost = v.buy_cost
    from (values ${rows}) as v(id, total_cost, buy_total, buy_cost)
    where ${costItems.id} = v.id`);
}

/**
 * Copies a quotation's cost items onto another, sub-items still under their (copied) parents. The copies'
 * ids are drawn from the sequence first so the parent links can be remapped in a single insert.
 */
export async function copyCostItems(db: Db, fromId: number, toId: number): Promise<number> {
  const rows = await db
    .select()
    .from(costItems)
    .where(eq(costItems.quotation_id, fromId))
    .orderBy(asc(costItems.sort_order), asc(costItems.created_at), asc(costItems.id));
  if (rows.length === 0) return 0;
  const ids = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('cost_items', 'id'))::int as id from generate_series(1, ${rows.length})`,
  );
  const newId = new Map(rows.map((row, i) => [row.id, ids.rows[i]!.id]));
  await db
    .insert(costItems)
    .overridingSystemValue()
    .values(
      rows.map(({ version: _v, created_at: _c, updated_at: _u, ...row }) => ({
        ...row,
        id: newId.get(row.id)!,
        quotation_id: toId,
        parent_id: row.parent_id === null ? null : (newId.get(row.parent_id) ?? null),
      })),
    );
  return rows.length;
}

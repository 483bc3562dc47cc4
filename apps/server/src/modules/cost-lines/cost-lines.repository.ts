import { type CategoryPart, chargePartOf } from '@freight/domain';
import { and, asc, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { tableRecords } from '../../platform/crud';
import {
  LIST_LIMIT,
  LIST_OFFSET,
  type PreparedListQuery,
  runListStatement,
} from '../../platform/crud/prepared-list-query';
import type { Db } from '../../platform/database/database';
import { listSelection } from '../../platform/list-query';
import { costCategories } from '../cost-categories/cost-categories.table';
import { costLineCurrency, costLineList } from './cost-lines.list';
import { costLines } from './cost-lines.table';

type CostLineRow = typeof costLines.$inferSelect;

/** Find, insert, versioned update and delete of one cost item. */
export const costLineRecords = tableRecords(costLines);

const parents = alias(costLines, 'parent_item');
// A sub-item hangs under its parent only when that parent is a regular item of the same quotation.
const parentJoin = and(
  eq(parents.id, costLines.parent_id),
  eq(costLines.is_sub_item, true),
  eq(parents.is_sub_item, false),
  eq(parents.quotation_id, costLines.quotation_id),
);

/**
 * The cost breakdown's order, per quotation: main items by sort_order then
 * created_at, each followed by its sub-items in the same order, then the orphaned sub-items (parent missing
 * or itself a sub-item). The same order as the domain's `orderCostLines`, done in SQL so it pages.
 */
const breakdownOrder: SQL[] = [
  sql`${costLines.quotation_id} asc`,
  sql`(${costLines.is_sub_item} and ${parents.id} is null) asc`,
  sql`coalesce(${parents.sort_order}, ${costLines.sort_order}) asc`,
  sql`coalesce(${parents.created_at}, ${costLines.created_at}) asc`,
  sql`coalesce(${parents.id}, ${costLines.id}) asc`,
  sql`(${parents.id} is not null) asc`,
  sql`${costLines.sort_order} asc`,
  sql`${costLines.created_at} asc`,
  sql`${costLines.id} asc`,
];

const {
  entered_total_cost: _entered,
  entered_buy_total: _enteredBuy,
  ...answerColumns
} = getTableColumns(costLines);
const withCategorySelection = {
  ...answerColumns,
  currency: costLineCurrency,
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
type WithCategoryRow = Awaited<ReturnType<typeof selectWithCategory>>[number];

function selectWithCategory(db: Db) {
  return db
    .select(withCategorySelection)
    .from(costLines)
    .leftJoin(costCategories, eq(costCategories.id, costLines.category_id))
    .$dynamic();
}

/**
 * A page of cost items and their count, as two statements prepared once per shape of request. Without
 * `select` each item carries `category_id_related`; without an explicit `order_by` (`inBreakdownOrder`) the
 * items come in the breakdown's order, which needs each item's parent.
 */
export async function listCostLines(db: Db, query: PreparedListQuery, inBreakdownOrder: boolean) {
  const orderBy = inBreakdownOrder ? breakdownOrder : query.orderBy;
  // The parent join (on its key, so one row per item) is only there for the breakdown's order; it selects
  // nothing, so the page's row type is unchanged.
  const withParents = <T extends PgSelect>(page: T) =>
    inBreakdownOrder ? (page.leftJoin(parents, parentJoin) as unknown as T) : page;
  const paged = <T extends PgSelect>(page: T) =>
    withParents(page)
      .where(query.where)
      .orderBy(...orderBy)
      .limit(LIST_LIMIT)
      .offset(LIST_OFFSET);
  const { name, values } = query.statement;
  const [rows, totals] = await Promise.all([
    query.select
      ? runListStatement(db, { name: name && `${name}_fields`, values }, (handle) =>
          paged(handle.select(listSelection(costLineList, query.select)).from(costLines).$dynamic()),
        )
      : runListStatement(db, { name: name && `${name}_page`, values }, (handle) =>
          paged(selectWithCategory(handle)),
        ),
    runListStatement(db, { name: name && `${name}_count`, values }, (handle) =>
      handle.select({ total: count() }).from(costLines).where(query.where),
    ),
  ]);
  const data = query.select
    ? (rows as Partial<CostLineRow>[])
    : (rows as WithCategoryRow[]).map(embedCategory);
  return { data, total: totals[0]?.total ?? 0, limit: query.limit, offset: query.offset };
}

export async function findCostLineWithCategory(db: Db, id: number) {
  const [row] = await selectWithCategory(db).where(eq(costLines.id, id)).limit(1);
  return row ? embedCategory(row) : undefined;
}

/** The id of the quotation holding a cost item, as a subquery: what a change to the item locks first. */
export function quotationOfCostLine(id: number): SQL {
  return sql`(select ${costLines.quotation_id} from ${costLines} where ${costLines.id} = ${id})`;
}

/** A quotation's items with what parent checks need. */
export async function quotationCostLines(db: Db, quotationId: number) {
  return db
    .select({ id: costLines.id, is_sub_item: costLines.is_sub_item, parent_id: costLines.parent_id })
    .from(costLines)
    .where(eq(costLines.quotation_id, quotationId));
}

export async function countCostLines(db: Db, quotationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(costLines)
    .where(eq(costLines.quotation_id, quotationId));
  return row?.n ?? 0;
}

export async function hasSubItems(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: costLines.id })
    .from(costLines)
    .where(eq(costLines.parent_id, id))
    .limit(1);
  return rows.length > 0;
}

/** What a cost line's total is computed from. */
export async function costTotalInputs(db: Db, quotationId: number) {
  return db
    .select({
      id: costLines.id,
      calculation_method: costLines.calculation_method,
      quantity: costLines.quantity,
      unit_cost: costLines.unit_cost,
      rate: costLines.rate,
      entered_total_cost: costLines.entered_total_cost,
      total_cost: costLines.total_cost,
      buy_rate: costLines.buy_rate,
      entered_buy_total: costLines.entered_buy_total,
      buy_currency: costLines.buy_currency,
      buy_total: costLines.buy_total,
      buy_cost: costLines.buy_cost,
    })
    .from(costLines)
    .where(eq(costLines.quotation_id, quotationId));
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
    update ${costLines} set total_cost = v.total_cost, buy_total = v.buy_total, buy_cost = v.buy_cost
    from (values ${rows}) as v(id, total_cost, buy_total, buy_cost)
    where ${costLines.id} = v.id`);
}

/**
 * Copies a quotation's cost items onto another, sub-items still under their (copied) parents. The copies'
 * ids are drawn from the sequence first so the parent links can be remapped in a single insert.
 */
export async function copyCostLines(db: Db, fromId: number, toId: number): Promise<number> {
  const rows = await db
    .select()
    .from(costLines)
    .where(eq(costLines.quotation_id, fromId))
    .orderBy(asc(costLines.sort_order), asc(costLines.created_at), asc(costLines.id));
  if (rows.length === 0) return 0;
  const ids = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('cost_items', 'id'))::int as id from generate_series(1, ${rows.length})`,
  );
  const newId = new Map(rows.map((row, i) => [row.id, ids.rows[i]!.id]));
  await db
    .insert(costLines)
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

import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import { listSelection, type ParsedListQuery } from '../../platform/list-query';
import { costCategoryList } from './cost-categories.list';
import { costCategories } from './cost-categories.table';

export type CostCategoryRow = typeof costCategories.$inferSelect;
export type CostCategoryInsert = typeof costCategories.$inferInsert;

export async function listCostCategories(db: Db, query: ParsedListQuery) {
  const [rows, totals] = await Promise.all([
    db
      .select(listSelection(costCategoryList, query.select))
      .from(costCategories)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(costCategories).where(query.where),
  ]);
  return { rows: rows as Partial<CostCategoryRow>[], total: totals[0]?.total ?? 0 };
}

export async function findCostCategory(db: Db, id: number): Promise<CostCategoryRow | undefined> {
  const [row] = await db.select().from(costCategories).where(eq(costCategories.id, id)).limit(1);
  return row;
}

/** A new category goes after the others unless a position is given. */
export async function insertCostCategory(db: Db, values: CostCategoryInsert): Promise<CostCategoryRow> {
  const [row] = await db
    .insert(costCategories)
    .values({
      ...values,
      sort_order:
        values.sort_order ??
        sql`(select coalesce(max(${costCategories.sort_order}) + 1, 0) from ${costCategories})`,
    })
    .returning();
  return row!;
}

export async function updateCostCategory(
  db: Db,
  id: number,
  values: Partial<CostCategoryInsert>,
  expectedVersion: number | undefined,
): Promise<CostCategoryRow | undefined> {
  const [row] = await db
    .update(costCategories)
    .set({ ...values, version: sql`${costCategories.version} + 1`, updated_at: sql`now()` })
    .where(
      expectedVersion === undefined
        ? eq(costCategories.id, id)
        : and(eq(costCategories.id, id), eq(costCategories.version, expectedVersion)),
    )
    .returning();
  return row;
}

export async function deleteCostCategory(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(costCategories)
    .where(eq(costCategories.id, id))
    .returning({ id: costCategories.id });
  return rows.length > 0;
}

export function isDuplicateName(error: unknown): boolean {
  return isPgError(error, PG.uniqueViolation, 'cost_categories_name_key');
}

export function isCategoryInUse(error: unknown): boolean {
  // ON DELETE RESTRICT answers restrict_violation (23001); NO ACTION would answer 23503.
  return isPgError(
    error,
    [PG.restrictViolation, PG.foreignKeyViolation],
    'cost_items_category_id_cost_categories_id_fk',
  );
}

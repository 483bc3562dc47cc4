import { sql } from 'drizzle-orm';
import { insertRow, listTablePage, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import type { ParsedListQuery } from '../../platform/list-query';
import { costCategoryList } from './cost-categories.list';
import { costCategories } from './cost-categories.table';

export type CostCategoryInsert = typeof costCategories.$inferInsert;

/** Find, versioned update and delete of one category (a new one is placed by `insertCostCategory`). */
export const costCategoryRecords = tableRecords(costCategories);

export function listCostCategories(db: Db, query: ParsedListQuery) {
  return listTablePage(db, query, costCategoryList, costCategories);
}

/** A new category goes after the others unless a position is given. */
export function insertCostCategory(db: Db, values: CostCategoryInsert) {
  const last = sql`(select coalesce(max(${costCategories.sort_order}) + 1, 0) from ${costCategories})`;
  return insertRow(db, costCategories, { ...values, sort_order: values.sort_order ?? last });
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

import { type CostCategoryCreateBody, type CostCategoryUpdateBody, withoutUndefined } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { costCategoryList } from './cost-categories.list';
import * as repo from './cost-categories.repository';

const NOT_FOUND = 'Cost category not found';
export const DUPLICATE_CATEGORY_MESSAGE = 'A cost category with this name already exists';
export const CATEGORY_IN_USE_MESSAGE =
  'This category is used by cost items and cannot be deleted; deactivate it instead';

function duplicate(error: unknown): never {
  if (repo.isDuplicateName(error)) {
    throw new AppError('CONFLICT', DUPLICATE_CATEGORY_MESSAGE, {
      fields: { name: DUPLICATE_CATEGORY_MESSAGE },
    });
  }
  throw error;
}

export async function listCostCategories(db: Db, rawQuery: Record<string, unknown>) {
  const query = parseListQuery(rawQuery, costCategoryList);
  const { rows, total } = await repo.listCostCategories(db, query);
  return { data: rows, total, limit: query.limit, offset: query.offset };
}

export async function getCostCategory(db: Db, id: number) {
  const row = await repo.findCostCategory(db, id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

export async function createCostCategory(db: Db, input: CostCategoryCreateBody) {
  try {
    return await repo.insertCostCategory(db, withoutUndefined(input) as CostCategoryCreateBody);
  } catch (error) {
    duplicate(error);
  }
}

export async function updateCostCategory(
  db: Db,
  id: number,
  input: CostCategoryUpdateBody,
  expectedVersion?: number,
) {
  const changes = withoutUndefined(input);
  if (Object.keys(changes).length === 0) throw AppError.badRequest('No fields provided for update');
  let row: repo.CostCategoryRow | undefined;
  try {
    row = await repo.updateCostCategory(db, id, changes, expectedVersion);
  } catch (error) {
    duplicate(error);
  }
  if (row) return row;
  await getCostCategory(db, id);
  throw AppError.preconditionFailed();
}

/** Deletes an unused category; one that cost items use answers 409 (deactivating it hides it instead). */
export async function deleteCostCategory(db: Db, id: number) {
  try {
    if (!(await repo.deleteCostCategory(db, id))) throw AppError.notFound(NOT_FOUND);
  } catch (error) {
    if (repo.isCategoryInUse(error)) throw AppError.conflict(CATEGORY_IN_USE_MESSAGE);
    throw error;
  }
}

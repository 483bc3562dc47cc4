import { type CostCategoryCreateBody, type CostCategoryUpdateBody, withoutUndefined } from '@freight/domain';
import { changesToWrite, found, removed, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { costCategoryList } from './cost-categories.list';
import * as repo from './cost-categories.repository';

const NOT_FOUND = 'Cost category not found';
const DUPLICATE_CATEGORY_MESSAGE = 'A cost category with this name already exists';
const CATEGORY_IN_USE_MESSAGE =
  'This category is used by cost items and cannot be deleted; deactivate it instead';

function duplicate(error: unknown): never {
  if (repo.isDuplicateName(error)) {
    throw new AppError('CONFLICT', DUPLICATE_CATEGORY_MESSAGE, {
      fields: { name: DUPLICATE_CATEGORY_MESSAGE },
    });
  }
  throw error;
}

/** @public */
export function list(db: Db, rawQuery: Record<string, unknown>) {
  return repo.listCostCategories(db, parseListQuery(rawQuery, costCategoryList));
}

/** The category, or undefined: for cost items, which answer an unknown category as a field error. */
export function find(db: Db, id: number) {
  return repo.costCategoryRecords.find(db, id);
}

/** @public */
export async function get(db: Db, id: number) {
  return found(await find(db, id), NOT_FOUND);
}

/** @public */
export async function create(db: Db, input: CostCategoryCreateBody) {
  try {
    return await repo.insertCostCategory(db, withoutUndefined(input) as CostCategoryCreateBody);
  } catch (error) {
    duplicate(error);
  }
}

/** @public */
export async function update(db: Db, id: number, input: CostCategoryUpdateBody, expectedVersion?: number) {
  const changes = changesToWrite(input);
  const result = await repo.costCategoryRecords.update(db, id, changes, expectedVersion).catch(duplicate);
  return written(result, NOT_FOUND);
}

/**
 * Deletes an unused category; one that cost items use answers 409 (deactivating it hides it instead).
 * @public
 */
export async function remove(db: Db, id: number) {
  try {
    removed(await repo.costCategoryRecords.remove(db, id), NOT_FOUND);
  } catch (error) {
    if (repo.isCategoryInUse(error)) throw AppError.conflict(CATEGORY_IN_USE_MESSAGE);
    throw error;
  }
}

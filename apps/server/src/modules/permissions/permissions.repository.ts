import { eq, sql } from 'drizzle-orm';
import { listTablePage } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import type { ParsedListQuery } from '../../platform/list-query';
import { grantList, moduleList, permissionList } from './permissions.list';
import { modules, permissions, userModulePermissions } from './permissions.table';

export type GrantRow = typeof userModulePermissions.$inferSelect;

export function listModules(db: Db, query: ParsedListQuery) {
  return listTablePage(db, query, moduleList, modules);
}

export function listPermissions(db: Db, query: ParsedListQuery) {
  return listTablePage(db, query, permissionList, permissions);
}

export function listGrants(db: Db, query: ParsedListQuery) {
  return listTablePage(db, query, grantList, userModulePermissions);
}

export async function insertGrant(
  db: Db,
  values: { user_id: number; module_id: number; permission_id: number },
): Promise<GrantRow> {
  const [row] = await db.insert(userModulePermissions).values(values).returning();
  return row!;
}

/** False when there was no such grant. */
export async function deleteGrant(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(userModulePermissions)
    .where(eq(userModulePermissions.id, id))
    .returning({ id: userModulePermissions.id });
  return rows.length > 0;
}

export async function deleteGrantsOfUser(db: Db, userId: number): Promise<void> {
  await db.delete(userModulePermissions).where(eq(userModulePermissions.user_id, userId));
}

/** Inserts the grants in one statement (duplicates in the list collapse), answering the rows in id order. */
export async function insertGrants(
  db: Db,
  userId: number,
  grants: readonly { module_id: number; permission_id: number }[],
): Promise<GrantRow[]> {
  if (grants.length === 0) return [];
  const rows = await db
    .insert(userModulePermissions)
    .values(grants.map((g) => ({ user_id: userId, ...g })))
    .onConflictDoNothing()
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Serialises grant replacements of one user, so two admins saving at once leave one of the two sets. */
export async function lockGrantsOfUser(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('shipdesk:grants'), ${userId})`);
}

export const isDuplicateGrant = (error: unknown) =>
  isPgError(error, PG.uniqueViolation, 'user_module_permissions_grant_key');
export const isUnknownReference = (error: unknown) => isPgError(error, PG.foreignKeyViolation);

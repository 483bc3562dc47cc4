import type { PermissionMap, User } from '@freight/domain';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import { listSelection, type ParsedListQuery } from '../../platform/list-query';
import { modules, permissions, userModulePermissions } from '../permissions/permissions.table';
import { userList } from './users.list';
import { userProfiles, users } from './users.table';

export type UserRow = typeof users.$inferSelect;

export const apiUserColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  phone: users.phone,
  company: users.company,
  role: users.role,
  is_active: users.is_active,
  version: users.version,
  email_verified: users.email_verified,
  avatar_url: userProfiles.avatar_url,
  created_at: users.created_at,
};

export function toApiUser(
  row: Omit<User, 'role' | 'avatar_url'> & { role: string; avatar_url: string | null },
) {
  return { ...row, role: row.role === 'admin' ? 'admin' : 'user' } as User;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

export async function findApiUser(db: Db, id: number): Promise<User | undefined> {
  const [row] = await db
    .select(apiUserColumns)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ? toApiUser(row) : undefined;
}

export async function findUserPermissions(db: Db, userId: number): Promise<PermissionMap> {
  const rows = await db
    .select({ module: modules.name, action: permissions.name })
    .from(userModulePermissions)
    .innerJoin(modules, and(eq(modules.id, userModulePermissions.module_id), eq(modules.is_active, true)))
    .innerJoin(permissions, eq(permissions.id, userModulePermissions.permission_id))
    .where(eq(userModulePermissions.user_id, userId))
    .orderBy(modules.id, permissions.id);
  const map: Record<string, string[]> = {};
  for (const { module, action } of rows) {
    map[module] ??= [];
    map[module].push(action);
  }
  return map as PermissionMap;
}

export async function insertUser(
  db: Db,
  values: Pick<UserRow, 'email' | 'password_hash' | 'first_name' | 'last_name' | 'role'> &
    Partial<Pick<UserRow, 'company' | 'phone' | 'is_active' | 'email_verified'>>,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Grants every listed module's four permissions to a user (a new user's starting rights). */
export async function grantModules(db: Db, userId: number, moduleNames: readonly string[]): Promise<void> {
  if (moduleNames.length === 0) return;
  await db.execute(sql`
    insert into ${userModulePermissions} (user_id, module_id, permission_id)
    select ${userId}, m.id, p.id from ${modules} m cross join ${permissions} p
    where m.name in ${moduleNames}
    on conflict do nothing`);
}

export async function listUsers(db: Db, query: ParsedListQuery) {
  const selection = query.select ? listSelection(userList, query.select) : apiUserColumns;
  const [rows, totals] = await Promise.all([
    db
      .select(selection)
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).where(query.where),
  ]);
  return { rows: rows as Partial<User>[], total: totals[0]?.total ?? 0 };
}

/** Updates when the version still matches (or none was given); undefined when nothing was written. */
export async function updateUserRow(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
  expectedVersion: number | undefined,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updated_at: sql`now()` })
    .where(
      expectedVersion === undefined
        ? eq(users.id, id)
        : and(eq(users.id, id), eq(users.version, expectedVersion)),
    )
    .returning({ id: users.id });
  return row;
}

export async function deleteUserRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Active admins other than `exceptId`: the last one may not be removed, demoted or deactivated. */
export async function countOtherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.is_active, true), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

export function isEmailTaken(error: unknown): boolean {
  return isPgError(error, PG.uniqueViolation, 'users_email_lower_key');
}

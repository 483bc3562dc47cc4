import type { PermissionMap, User } from '@freight/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { modules, permissions, userModulePermissions } from '../permissions/permissions.table';
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

import type { PermissionMap, User } from '@freight/domain';
import { and, count, eq, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { listPage, type Page, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import { listSelection, type ParsedListQuery } from '../../platform/list-query';
import { modules, permissions, userModulePermissions } from '../permissions/permissions.table';
import { apiUserColumns, toApiUser } from './api-user';
import { userList } from './users.list';
import { userProfiles, users } from './users.table';

export type UserRow = typeof users.$inferSelect;

/** Insert, versioned update and delete of one user (reads answer the API's User: `findApiUser`). */
export const userRecords = tableRecords(users);

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

/** Users as the API answers them, with the avatar from the profile (a left join on its key). */
function selectApiUsers(db: Db, selection: Record<string, unknown> = apiUserColumns) {
  return db
    .select(selection as typeof apiUserColumns)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
    .$dynamic();
}

export async function findApiUser(db: Db, id: number): Promise<User | undefined> {
  const [row] = await selectApiUsers(db).where(eq(users.id, id)).limit(1);
  return row ? toApiUser(row) : undefined;
}

export async function findUserPermissions(db: Db, userId: number): Promise<PermissionMap> {
  const { rows } = await db.execute<{ grants: GrantPair[] }>(
    sql`select ${grantPairsJson(sql`${userId}`)} as grants`,
  );
  return permissionMapOf(rows[0]?.grants ?? []);
}

/** A user's grant as the statements below answer it: the module's and the action's names. */
export type GrantPair = [module: string, action: string];

/**
 * A user's grants on active modules as one JSON value, `[[module, action], ...]` in module then action order:
 * a subquery, so a statement that reads other things (the session check) gets them in the same round trip.
 */
export function grantPairsJson(userId: SQLWrapper): SQL<GrantPair[]> {
  return sql<GrantPair[]>`(select coalesce(json_agg(json_build_array(${modules.name}, ${permissions.name})
      order by ${modules.id}, ${permissions.id}), '[]'::json)
    from ${userModulePermissions}
    join ${modules} on ${modules.id} = ${userModulePermissions.module_id} and ${modules.is_active}
    join ${permissions} on ${permissions.id} = ${userModulePermissions.permission_id}
    where ${userModulePermissions.user_id} = ${userId})`;
}

/** The PermissionMap of grant pairs, each module's actions in the order given. */
export function permissionMapOf(pairs: readonly GrantPair[]): PermissionMap {
  const map: Record<string, string[]> = {};
  for (const [module, action] of pairs) {
    map[module] ??= [];
    map[module].push(action);
  }
  return map as PermissionMap;
}

/** Grants a user exactly these modules' actions (skipping any already held). */
export async function grantPermissions(db: Db, userId: number, grants: PermissionMap): Promise<void> {
  const pairs = Object.entries(grants).flatMap(([module, actions]) =>
    (actions ?? []).map((action) => sql`(${module}, ${action})`),
  );
  if (pairs.length === 0) return;
  await db.execute(sql`
    insert into ${userModulePermissions} (user_id, module_id, permission_id)
    select ${userId}, m.id, p.id
    from (values ${sql.join(pairs, sql`, `)}) as g(module, action)
    join ${modules} m on m.name = g.module
    join ${permissions} p on p.name = g.action
    on conflict do nothing`);
}

/**
 * Serialises every change that could leave no active admin (demoting, deactivating or deleting an admin) until
 * the transaction ends: two admins demoting each other at once then see each other's change, and the second
 * is refused, instead of both passing a count taken before either wrote.
 */
export async function lockAdminChanges(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('shipdesk:active-admins'))`);
}

/** A page of users: with `select` the chosen fields, else the API's User with the avatar. */
export async function listUsers(db: Db, query: ParsedListQuery) {
  const page = selectApiUsers(db, query.select && listSelection(userList, query.select));
  return (await listPage(db, query, users, page)) as Page<Partial<User>>;
}

/** Active admins (other than `exceptId`): the last one may not be removed, demoted or deactivated. */
export async function countActiveAdmins(db: Db, exceptId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        eq(users.is_active, true),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

export function isEmailTaken(error: unknown): boolean {
  return isPgError(error, PG.uniqueViolation, 'users_email_lower_key');
}

/**
 * Makes `email` an active admin: a new user with this password hash, or (when the email is taken) the
 * existing user promoted and reactivated, keeping their password. False when nothing was written.
 */
export async function upsertAdmin(db: Db, email: string, passwordHash: string): Promise<boolean> {
  const inserted = await db.execute(sql`
    insert into ${users} (email, password_hash, first_name, last_name, role, is_active, email_verified)
    values (${email}, ${passwordHash}, 'System', 'Administrator', 'admin', true, true)
    on conflict (lower(email)) do update set role = 'admin', is_active = true
    returning id`);
  return Boolean(inserted.rowCount);
}

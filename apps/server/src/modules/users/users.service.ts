import { randomBytes } from 'node:crypto';
import {
  allPermissions,
  defaultUserGrants,
  grantsWithin,
  newPasswordProblem,
  type PermissionMap,
  USER_MESSAGES,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@freight/domain';
import { changesToWrite, found, removed, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { recordAudit } from '../audit/audit.service';
import { recordUserChange } from '../audit/audit-records';
import { toApiUser } from './api-user';
import { hashPassword } from './passwords';
import { userList } from './users.list';
import * as repo from './users.repository';

const NOT_FOUND = 'User not found';

const emailTaken = () =>
  new AppError('CONFLICT', USER_MESSAGES.emailTaken, { fields: { email: USER_MESSAGES.emailTaken } });

function rethrowEmailTaken(error: unknown): never {
  if (repo.isEmailTaken(error)) throw emailTaken();
  throw error;
}

/**
 * Ends every session of a user (deactivated, or given a new password). Sessions belong to the auth module,
 * which sits above users and reads them; it provides this when auth.service.ts loads (`useSignOutEverywhere`),
 * so that users never imports auth.
 */
type SignOutEverywhere = (db: Db, userId: number) => Promise<void>;
let endSessions: SignOutEverywhere | undefined;

export function useSignOutEverywhere(signOut: SignOutEverywhere): void {
  endSessions = signOut;
}

/**
 * How an administrator's password for another user is set: auth's temporary-password path (the must-change
 * flag, the user's reset links and sessions ended), handed over when auth.service.ts loads like the above.
 */
type SetTemporaryPassword = (tx: Db, userId: number, password: string) => Promise<void>;
let temporaryPassword: SetTemporaryPassword | undefined;

export function useTemporaryPassword(set: SetTemporaryPassword): void {
  temporaryPassword = set;
}

function temporaryPasswordSetter(): SetTemporaryPassword {
  if (!temporaryPassword) throw new Error('The auth module has not provided how to set a temporary password');
  return temporaryPassword;
}

/** The email rule of the one password rule (the schema checked its length); a 400 on `password` otherwise. */
function assertPasswordAllowed(password: string, email: string) {
  const problem = newPasswordProblem(password, email);
  if (problem) throw AppError.badRequest(problem, { password: problem });
}

/** Asked before the change is written, so a server put together without auth refuses rather than half-does. */
function sessionEnder(): SignOutEverywhere {
  if (!endSessions) throw new Error('The auth module has not provided how to end sessions');
  return endSessions;
}

/** @public */
export function list(db: Db, rawQuery: Record<string, unknown>) {
  return repo.listUsers(db, parseListQuery(rawQuery, userList));
}

/** @public */
export async function get(db: Db, id: number): Promise<User> {
  return found(await repo.findApiUser(db, id), NOT_FOUND);
}

/** The user with this email (any case), with the password hash: for signing in. */
export function findByEmail(db: Db, email: string) {
  return repo.findUserByEmail(db, email);
}

/** The modules and actions granted to a user (admins hold every grant whatever these say). */
export function grantsOf(db: Db, userId: number) {
  return repo.findUserPermissions(db, userId);
}

/** `grantsOf` as a subquery and its reading, for a statement that reads a user's grants with other things. */
export const grantsSubquery = repo.grantPairsJson;
export const grantsFromPairs = repo.permissionMapOf;
export type { GrantPair } from './users.repository';

/** Who is acting: whether they are an admin, and what they hold. */
async function actorOf(db: Db, actorId: number): Promise<{ isAdmin: boolean; grants: PermissionMap }> {
  const actor = await get(db, actorId);
  if (actor.role === 'admin') return { isAdmin: true, grants: allPermissions() };
  return { isAdmin: false, grants: await repo.findUserPermissions(db, actorId) };
}

/**
 * A new user starts with view/create/edit/delete on quotations, contacts, support, tasks and documents, as far
 * as the creator holds them: nobody grants more than they hold. Only an admin creates an admin.
 * @public
 */
export async function create(db: Db, input: UserCreate, actorId: number): Promise<User> {
  const actor = await actorOf(db, actorId);
  if (input.role === 'admin' && !actor.isAdmin) throw AppError.forbidden(USER_MESSAGES.onlyAdminMakesAdmins);
  assertPasswordAllowed(input.password, input.email);
  if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const id = await db
    .transaction(async (tx) => {
      const row = await repo.userRecords.insert(tx, {
        email: input.email,
        password_hash: passwordHash,
        first_name: input.first_name,
        last_name: input.last_name,
        company: input.company,
        phone: input.phone ?? null,
        role: input.role,
      });
      await repo.grantPermissions(tx, row.id, grantsWithin(defaultUserGrants(), actor.grants));
      const details = {
        email: row.email,
        first_name: row.first_name,
        last_name: row.last_name,
        role: row.role,
      };
      await recordAudit(
        tx,
        { userId: actorId },
        { action: 'user.created', entityType: 'user', entityId: row.id, details },
      );
      return row.id;
    })
    .catch(rethrowEmailTaken);
  return get(db, id);
}

/** A colleague joining by invitation: who they are, and the role and grants the invitation gave them. */
export interface InvitedAccount {
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  role: 'admin' | 'user';
  /** The password they chose; null when they join through a sign-in provider (then no password works). */
  password: string | null;
  grants: PermissionMap;
  invitedBy: number | null;
}

/**
 * Makes the account of an accepted invitation, inside the caller's transaction (the invitation is used up in
 * the same one, so a refused account leaves it pending). The inviter's rights were checked when inviting.
 */
export async function createInvited(tx: Db, account: InvitedAccount): Promise<User> {
  if (account.password !== null) assertPasswordAllowed(account.password, account.email);
  const passwordHash = await hashPassword(account.password ?? randomBytes(32).toString('base64url'));
  const row = await repo.userRecords
    .insert(tx, {
      email: account.email,
      password_hash: passwordHash,
      first_name: account.first_name,
      last_name: account.last_name,
      company: account.company,
      role: account.role,
      email_verified: true,
    })
    .catch(rethrowEmailTaken);
  await repo.grantPermissions(tx, row.id, account.role === 'admin' ? {} : account.grants);
  const details = { email: row.email, first_name: row.first_name, last_name: row.last_name, role: row.role };
  await recordAudit(
    tx,
    { userId: account.invitedBy },
    { action: 'user.created', entityType: 'user', entityId: row.id, details: { ...details, invited: true } },
  );
  return found(await repo.findApiUser(tx, row.id), NOT_FOUND);
}

/**
 * What only an admin may do (a users:edit grant opens the users API, and without these checks its holder
 * could make themselves admin): change a role, change another user's email or password, or change an
 * admin's account at all.
 */
function assertMayChange(actor: { isAdmin: boolean }, actorId: number, current: User, changes: UserUpdate) {
  if (actor.isAdmin) return;
  if (current.role === 'admin') throw AppError.forbidden(USER_MESSAGES.onlyAdminChangesAdmins);
  if (changes.role !== undefined && changes.role !== current.role) {
    throw AppError.forbidden(USER_MESSAGES.onlyAdminMakesAdmins);
  }
  const newEmail = changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase();
  if (current.id !== actorId && (newEmail || changes.password !== undefined)) {
    throw AppError.forbidden(USER_MESSAGES.onlyAdminChangesCredentials);
  }
}

/** Under the admin lock, refuses the change when no other active admin would remain. */
async function assertAnotherAdminRemains(tx: Db, id: number) {
  await repo.lockAdminChanges(tx);
  if ((await repo.countActiveAdmins(tx, id)) === 0) throw AppError.conflict(USER_MESSAGES.lastAdmin);
}

/**
 * Changes a user, keeping one active admin (checked under a lock, so racing demotions cannot both pass) and
 * never deactivating oneself. Deactivation or a new password ends every session of that user at once.
 * @public
 */
export async function update(
  db: Db,
  id: number,
  input: UserUpdate,
  expectedVersion: number | undefined,
  actorId: number,
): Promise<User> {
  const current = await get(db, id);
  const changes = changesToWrite(input);
  assertMayChange(await actorOf(db, actorId), actorId, current, changes);
  const { password, ...fields } = changes;
  if (password !== undefined) {
    // One's own password needs the current one, which only Change Password asks for.
    if (id === actorId)
      throw AppError.badRequest(USER_MESSAGES.ownPasswordElsewhere, {
        password: USER_MESSAGES.ownPasswordElsewhere,
      });
    assertPasswordAllowed(password, fields.email ?? current.email);
  }
  const signOut = fields.is_active === false ? sessionEnder() : undefined;
  const setTemporary = password !== undefined ? temporaryPasswordSetter() : undefined;
  if (id === actorId && fields.is_active === false) throw AppError.conflict(USER_MESSAGES.notYourself);
  const losesAdmin = current.role === 'admin' && (fields.role === 'user' || fields.is_active === false);
  const result = await db
    .transaction(async (tx) => {
      if (losesAdmin) await assertAnotherAdminRemains(tx, id);
      const result = await repo.userRecords.update(tx, id, fields, expectedVersion);
      if (typeof result !== 'object') return result;
      if (setTemporary && password !== undefined) await setTemporary(tx, id, password);
      await recordUserChange(tx, actorId, current, fields, password !== undefined);
      return result;
    })
    .catch(rethrowEmailTaken);
  const row = written(result, NOT_FOUND);
  if (signOut) await signOut(db, id);
  // The update does not touch the profile: its avatar is the one just read.
  return toApiUser({ ...row, avatar_url: current.avatar_url });
}

/** @public */
export async function remove(db: Db, id: number, actorId: number): Promise<void> {
  if (id === actorId) throw AppError.conflict(USER_MESSAGES.notYourself);
  const current = await get(db, id);
  if (current.role === 'admin' && !(await actorOf(db, actorId)).isAdmin) {
    throw AppError.forbidden(USER_MESSAGES.onlyAdminChangesAdmins);
  }
  await db.transaction(async (tx) => {
    if (current.role === 'admin' && current.is_active) await assertAnotherAdminRemains(tx, id);
    removed(await repo.userRecords.remove(tx, id), NOT_FOUND);
    const details = { email: current.email, first_name: current.first_name, last_name: current.last_name };
    await recordAudit(
      tx,
      { userId: actorId },
      { action: 'user.deleted', entityType: 'user', entityId: id, details },
    );
  });
}

/**
 * A user who joined by signing in through an identity provider that lets their e-mail domain join: no password
 * (until they set one by a reset link), the provider's default grants, and never the admin role.
 */
export async function createJoined(
  db: Db,
  input: { email: string; first_name: string; last_name: string; grants: PermissionMap; via: string },
): Promise<User> {
  const id = await db
    .transaction(async (tx) => {
      const row = await repo.userRecords.insert(tx, {
        email: input.email,
        password_hash: null,
        first_name: input.first_name,
        last_name: input.last_name,
        role: 'user',
        email_verified: true,
      });
      await repo.grantPermissions(tx, row.id, input.grants);
      const details = { email: row.email, role: row.role, joined_through: input.via };
      await recordAudit(
        tx,
        { userId: row.id },
        { action: 'user.joined', entityType: 'user', entityId: row.id, details },
      );
      return row.id;
    })
    .catch(rethrowEmailTaken);
  return get(db, id);
}

/** Whether the account has a password (an account that joined through a provider may have none). */
export async function hasPassword(db: Db, email: string): Promise<boolean> {
  const row = await repo.findUserByEmail(db, email);
  return Boolean(row?.password_hash);
}

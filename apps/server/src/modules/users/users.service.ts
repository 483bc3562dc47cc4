import {
  DEFAULT_USER_MODULES,
  USER_MESSAGES,
  type User,
  type userCreateSchema,
  type userUpdateSchema,
} from '@freight/domain';
import type { z } from 'zod';
import { changesToWrite, found, removed, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import * as authService from '../auth/auth.service';
import { hashPassword } from '../auth/passwords';
import { toApiUser } from './api-user';
import { userList } from './users.list';
import * as repo from './users.repository';

type UserCreate = z.output<typeof userCreateSchema>;
type UserUpdate = z.output<typeof userUpdateSchema>;

const NOT_FOUND = 'User not found';

const emailTaken = () =>
  new AppError('CONFLICT', USER_MESSAGES.emailTaken, { fields: { email: USER_MESSAGES.emailTaken } });

function rethrowEmailTaken(error: unknown): never {
  if (repo.isEmailTaken(error)) throw emailTaken();
  throw error;
}

export function list(db: Db, rawQuery: Record<string, unknown>) {
  return repo.listUsers(db, parseListQuery(rawQuery, userList));
}

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

/** A new user starts with view/create/edit/delete on quotations, contacts, support, tasks and documents. */
export async function create(db: Db, input: UserCreate): Promise<User> {
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
      await repo.grantModules(tx, row.id, DEFAULT_USER_MODULES);
      return row.id;
    })
    .catch(rethrowEmailTaken);
  return get(db, id);
}

async function assertAnotherAdminRemains(db: Db, id: number) {
  if ((await repo.countActiveAdmins(db, id)) === 0) throw AppError.conflict(USER_MESSAGES.lastAdmin);
}

/**
 * Changes a user, keeping one active admin and never deactivating oneself. Deactivation or a new password
 * ends every session of that user at once.
 */
export async function update(
  db: Db,
  id: number,
  input: UserUpdate,
  expectedVersion: number | undefined,
  actorId: number,
): Promise<User> {
  const current = await get(db, id);
  const { password, ...fields } = changesToWrite(input);
  const losesAdmin = current.role === 'admin' && (fields.role === 'user' || fields.is_active === false);
  if (losesAdmin) await assertAnotherAdminRemains(db, id);
  if (id === actorId && fields.is_active === false) throw AppError.conflict(USER_MESSAGES.notYourself);
  const values = password ? { ...fields, password_hash: await hashPassword(password) } : fields;
  const result = await repo.userRecords.update(db, id, values, expectedVersion).catch(rethrowEmailTaken);
  const row = written(result, NOT_FOUND);
  if (fields.is_active === false || password) await authService.signOutEverywhere(db, id);
  // The update does not touch the profile: its avatar is the one just read.
  return toApiUser({ ...row, avatar_url: current.avatar_url });
}

export async function remove(db: Db, id: number, actorId: number): Promise<void> {
  if (id === actorId) throw AppError.conflict(USER_MESSAGES.notYourself);
  const current = await get(db, id);
  if (current.role === 'admin' && current.is_active) await assertAnotherAdminRemains(db, id);
  removed(await repo.userRecords.remove(db, id), NOT_FOUND);
}

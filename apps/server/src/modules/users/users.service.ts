import {
  DEFAULT_USER_MODULES,
  USER_MESSAGES,
  type User,
  type userCreateSchema,
  type userUpdateSchema,
} from '@freight/domain';
import type { z } from 'zod';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { signOutEverywhere } from '../auth/auth.service';
import { hashPassword } from '../auth/passwords';
import { userList } from './users.list';
import * as repo from './users.repository';

type UserCreate = z.output<typeof userCreateSchema>;
type UserUpdate = z.output<typeof userUpdateSchema>;

const emailTaken = () =>
  new AppError('CONFLICT', USER_MESSAGES.emailTaken, { fields: { email: USER_MESSAGES.emailTaken } });

export async function listUsers(db: Db, rawQuery: Record<string, unknown>) {
  const query = parseListQuery(rawQuery, userList);
  const { rows, total } = await repo.listUsers(db, query);
  return { data: rows, total, limit: query.limit, offset: query.offset };
}

export async function getUser(db: Db, id: number): Promise<User> {
  const user = await repo.findApiUser(db, id);
  if (!user) throw AppError.notFound('User not found');
  return user;
}

/** A new user starts with view/create/edit/delete on quotations, contacts, support, tasks and documents. */
export async function createUser(db: Db, input: UserCreate): Promise<User> {
  if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await db.transaction(async (tx) => {
      const row = await repo.insertUser(tx, {
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
    });
    return getUser(db, id);
  } catch (error) {
    if (repo.isEmailTaken(error)) throw emailTaken();
    throw error;
  }
}

async function assertAnotherAdminRemains(db: Db, id: number) {
  if ((await repo.countOtherActiveAdmins(db, id)) === 0) throw AppError.conflict(USER_MESSAGES.lastAdmin);
}

export async function updateUser(
  db: Db,
  actorId: number,
  id: number,
  input: UserUpdate,
  expectedVersion?: number,
): Promise<User> {
  const current = await getUser(db, id);
  const { password, ...fields } = input;
  if (Object.keys(input).length === 0) throw AppError.badRequest('No fields provided for update');
  const losesAdmin = current.role === 'admin' && (fields.role === 'user' || fields.is_active === false);
  if (losesAdmin) await assertAnotherAdminRemains(db, id);
  if (id === actorId && fields.is_active === false) throw AppError.conflict(USER_MESSAGES.notYourself);
  const values: Parameters<typeof repo.updateUserRow>[2] = { ...fields };
  if (password) values.password_hash = await hashPassword(password);
  try {
    if (!(await repo.updateUserRow(db, id, values, expectedVersion))) throw AppError.preconditionFailed();
  } catch (error) {
    if (repo.isEmailTaken(error)) throw emailTaken();
    throw error;
  }
  // Deactivation or a new password ends every session of that user at once.
  if (fields.is_active === false || password) await signOutEverywhere(db, id);
  return getUser(db, id);
}

export async function deleteUser(db: Db, actorId: number, id: number): Promise<void> {
  if (id === actorId) throw AppError.conflict(USER_MESSAGES.notYourself);
  const current = await getUser(db, id);
  if (current.role === 'admin' && current.is_active) await assertAnotherAdminRemains(db, id);
  await repo.deleteUserRow(db, id);
}

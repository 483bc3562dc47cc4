import { newPasswordProblem, PASSWORD_RESET_MESSAGES } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../users/passwords';
import * as usersService from '../users/users.service';
import * as authRepo from './auth.repository';
import * as resetRepo from './password-reset.repository';

/**
 * An administrator's temporary password: set with the must-change flag, so the next sign-in can do nothing
 * but choose a new one; every session of the user and any reset link they had end with it.
 */
export async function setTemporaryPassword(db: Db, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await authRepo.updatePasswordHash(tx, userId, passwordHash, true);
    await resetRepo.deleteTokensOfUser(tx, userId);
    await authRepo.deleteSessionsOfUser(tx, userId);
  });
}

/**
 * An administrator sets a temporary password for another user (who forgot theirs and e-mail is off): only an
 * administrator changes another user's password (the users module's rule), under Change Password's rules.
 * The user is signed out everywhere and must choose a new password at the next sign-in.
 */
export async function setUserTemporaryPassword(
  db: Db,
  actor: AuthContext,
  userId: number,
  password: string,
): Promise<void> {
  if (actor.user.role !== 'admin') throw AppError.forbidden(PASSWORD_RESET_MESSAGES.onlyAdminSets);
  const user = await usersService.get(db, userId);
  if (user.id === actor.user.id) throw AppError.conflict(PASSWORD_RESET_MESSAGES.notYourOwn);
  const problem = newPasswordProblem(password, user.email);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { fields: { password: problem } });
  await setTemporaryPassword(db, userId, password);
}

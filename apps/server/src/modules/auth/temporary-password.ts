import type { Db } from '../../platform/database/database';
import * as authRepo from './auth.repository';
import * as resetRepo from './password-reset.repository';
import { hashPassword } from './passwords';

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

import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../users/passwords';
import * as usersService from '../users/users.service';
import { admitSignInAttempt, signInSucceeded } from './login-throttle';

/**
 * Confirms the signed-in user's own password before a sensitive change. A wrong one counts against the sign-in
 * throttle like a failed sign-in, so a borrowed session cannot be used to guess it; it is answered as a field
 * error (the session stays valid).
 */
export async function checkOwnPassword(
  db: Db,
  email: string,
  password: string,
  ip: string,
  wrong: { field: string; message: string },
): Promise<void> {
  const key = email.trim().toLowerCase();
  const attempt = await admitSignInAttempt(db, key, ip);
  const row = await usersService.findByEmail(db, key);
  if (!row || !(await verifyPassword(row.password_hash, password))) {
    throw new AppError('VALIDATION_FAILED', wrong.message, { fields: { [wrong.field]: wrong.message } });
  }
  await signInSucceeded(db, attempt);
}

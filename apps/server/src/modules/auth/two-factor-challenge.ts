import { AUTH_MESSAGES, isTotpCode, TWO_FACTOR_MESSAGES } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as usersService from '../users/users.service';
import { admitSignInAttempt, signInSucceeded } from './login-throttle';
import { hashToken, newToken } from './session-start';
import * as repo from './two-factor.repository';
import { verifySecondFactor } from './two-factor.service';

/** How long the code step may take after the password step. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes before the password must be given again. */
const CHALLENGE_MAX_FAILURES = 5;

/** A challenge for the code step: stored server-side (as its hash), short-lived, never a session. */
export async function issueChallenge(db: Db, userId: number, remember: boolean) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  await repo.insertChallenge(db, { id: hashToken(token), user_id: userId, remember, expires_at: expiresAt });
  return { challenge: token, expiresAt };
}

const expired = () => new AppError('UNAUTHENTICATED', TWO_FACTOR_MESSAGES.challengeExpired);

/**
 * The code step: the challenge must be live, the code right and unused. Every try counts against the same
 * sign-in throttle as passwords (by account and address) and against the challenge's own five tries, both
 * before the code is checked; a challenge is dropped at its sixth try or on success, so it yields at most one
 * session and at most five codes are ever checked on it.
 */
export async function completeChallenge(
  db: Db,
  input: { challenge: string; code: string; ip: string },
): Promise<{ userId: number; remember: boolean }> {
  const id = hashToken(input.challenge);
  const challenge = await repo.findLiveChallenge(db, id);
  if (!challenge) throw expired();
  const user = await usersService.get(db, challenge.user_id);
  if (!user.is_active) {
    await repo.deleteChallenge(db, id);
    throw AppError.forbidden(AUTH_MESSAGES.deactivated);
  }
  const attempt = await admitSignInAttempt(db, user.email.trim().toLowerCase(), input.ip);
  // Counted before the code is checked, as the throttle above is: checking first would let every try that
  // arrives while others are being checked through, however many there are.
  if (!(await repo.claimChallengeTry(db, id, CHALLENGE_MAX_FAILURES))) {
    await repo.deleteChallenge(db, id);
    throw expired();
  }
  if (!(await verifySecondFactor(db, user.id, input.code))) {
    const message = isTotpCode(input.code)
      ? TWO_FACTOR_MESSAGES.invalidCode
      : TWO_FACTOR_MESSAGES.invalidRecoveryCode;
    throw new AppError('UNAUTHENTICATED', message, { fields: { code: message } });
  }
  if (!(await repo.deleteChallenge(db, id))) throw expired();
  await signInSucceeded(db, attempt);
  return { userId: user.id, remember: challenge.remember };
}

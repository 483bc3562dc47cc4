import { AUTH_MESSAGES, type User } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { dummyPasswordHash, verifyPassword } from '../users/passwords';
import * as usersService from '../users/users.service';
import { allPermissionsFor } from './all-permissions';
import * as repo from './auth.repository';
import { failedSignInIdentifier } from './failed-sign-in-identifier';
import { admitSignInAttempt, purgeStaleThrottles, signInSucceeded } from './login-throttle';
import { deleteExpiredTokens } from './password-reset.repository';
import type { CachedSession, SessionCache } from './session-cache';
import { BROWSER_SESSION_IDLE_MS, hashToken, REMEMBER_MS, startSession } from './session-start';
import { setTemporaryPassword } from './temporary-password';
import * as twoFactorRepo from './two-factor.repository';
import * as twoFactor from './two-factor.service';
import { issueChallenge } from './two-factor-challenge';

// Signing in through an identity provider counts its failures on the same throttle as passwords.
export { admitSignInAttempt, signInSucceeded } from './login-throttle';
export { REMEMBER_MS } from './session-start';

export const SESSION_COOKIE = 'sid';
/** Sliding expiry is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Signed in: the cookie's token and the user. */
export interface LoginSession {
  kind: 'session';
  token: string;
  user: User;
  persistent: boolean;
  expiresAt: Date;
}

/** The password was right and the account has two-factor sign-in: a code is needed before any session. */
export interface LoginChallenge {
  kind: 'challenge';
  challenge: string;
  expiresAt: Date;
}

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
  ip: string;
  userAgent: string | undefined;
}

export async function login(db: Db, input: LoginInput): Promise<LoginSession | LoginChallenge> {
  const email = input.email.trim().toLowerCase();
  const attempt = await admitSignInAttempt(db, email, input.ip);

  const row = await usersService.findByEmail(db, email);
  const passwordOk = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!row || !passwordOk || !row.is_active) {
    const reason = !row ? 'unknown_account' : !passwordOk ? 'wrong_password' : 'deactivated';
    const who = { userId: row?.id ?? null, ip: input.ip };
    await recordAudit(db, who, {
      action: 'auth.login_failed',
      entityType: 'user',
      entityId: row?.id,
      details: { ...(await failedSignInIdentifier(db, email, Boolean(row))), reason },
    });
    if (reason === 'deactivated') throw AppError.forbidden(AUTH_MESSAGES.deactivated);
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }

  // The attempt stays counted until the code is right too: a guesser who has the password still gets only
  // the throttle's tries at the code.
  if (await twoFactor.isEnabled(db, row.id)) {
    return { kind: 'challenge', ...(await issueChallenge(db, row.id, input.remember)) };
  }

  await signInSucceeded(db, attempt);
  return signedIn(db, row.id, input);
}

/** Starts the session of a user who has proved who they are, and answers what the login endpoints send. */
export async function signedIn(
  db: Db,
  userId: number,
  input: { remember: boolean; ip: string; userAgent: string | undefined; via?: string },
): Promise<LoginSession> {
  const { via, ...session } = input;
  const { token, expiresAt } = await startSession(db, { userId, ...session });
  await recordAudit(
    db,
    { userId, ip: input.ip },
    {
      action: 'auth.login',
      entityType: 'user',
      entityId: userId,
      // `via` names the identity provider of a single sign-on; a password sign-in has none.
      details: { remember: input.remember, ...(via && { via }) },
    },
  );
  const user = await usersService.get(db, userId);
  return { kind: 'session', token, user, persistent: input.remember, expiresAt };
}

/** When a session was last marked as used and when it ends, as read or as last extended. */
type SessionTimes = Pick<CachedSession, 'lastSeenAt' | 'expiresAt' | 'persistent'>;

/** Whether the session is due to be marked as used again (sliding expiry, at most once a TOUCH_INTERVAL). */
const touchDue = (times: SessionTimes, now: number) => now - times.lastSeenAt > TOUCH_INTERVAL_MS;

/** Marks the session as used at most once a TOUCH_INTERVAL (sliding expiry), and answers its new times. */
async function touchIfDue(
  db: Db,
  sessionId: string,
  times: SessionTimes,
  cache: SessionCache | undefined,
): Promise<SessionTimes> {
  const now = Date.now();
  if (!touchDue(times, now)) return times;
  const expiresAt = now + (times.persistent ? REMEMBER_MS : BROWSER_SESSION_IDLE_MS);
  // The copy first, so the requests that arrive while this write runs do not each write too.
  cache?.touched(sessionId, now, expiresAt);
  await repo.extendSession(db, sessionId, new Date(now), new Date(expiresAt));
  return { ...times, lastSeenAt: now, expiresAt };
}

/**
 * The caller behind a session cookie, or null when the token is unknown, expired or the user inactive. With a
 * cache, a session checked lately is answered from memory (see SessionCache for how it stays right), and at
 * once (no promise) unless its sliding expiry is due a write: most requests of a signed-in user.
 */
export function authenticate(
  db: Db,
  token: string,
  cache?: SessionCache,
): AuthContext | null | Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const sessionId = hashToken(token);
  const cached = cache?.get(sessionId);
  if (!cached) return readSession(db, sessionId, cache);
  if (!touchDue(cached, Date.now())) return cached.auth;
  return touchIfDue(db, sessionId, cached, cache).then(() => cached.auth);
}

/** The session, its user and their grants read from the database, and kept in the cache when one is given. */
async function readSession(db: Db, sessionId: string, cache: SessionCache | undefined) {
  const ticket = cache?.ticket() ?? 0;
  const found = await repo.findLiveSessionWithUser(db, sessionId);
  if (!found) return null;
  const { session, user, mustChangePassword, grants } = found;
  if (!user.is_active) {
    await repo.deleteSession(db, sessionId);
    return null;
  }
  const times = await touchIfDue(
    db,
    sessionId,
    {
      lastSeenAt: session.last_seen_at.getTime(),
      expiresAt: session.expires_at.getTime(),
      persistent: session.persistent,
    },
    undefined,
  );
  const permissions = user.role === 'admin' ? allPermissionsFor() : (grants ?? {});
  const auth: AuthContext = { sessionId, user, permissions, mustChangePassword };
  cache?.store(sessionId, { auth, ...times }, ticket);
  return auth;
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await repo.deleteSession(db, sessionId);
  await recordAudit(db, {}, { action: 'auth.logout' });
}

/** Ends every session of a user: used when an account is deactivated, deleted or its password changes. */
async function signOutEverywhere(db: Db, userId: number): Promise<void> {
  await repo.deleteSessionsOfUser(db, userId);
}

// A user deactivated or given a new password through the users module loses every session at once. Handed over
// when this module loads, so scripts and start-up work find it as well as the HTTP routes.
usersService.useSignOutEverywhere(signOutEverywhere);
usersService.useTemporaryPassword(setTemporaryPassword);

export async function purgeExpired(db: Db): Promise<void> {
  await repo.deleteExpiredSessions(db);
  await twoFactorRepo.deleteExpiredChallenges(db);
  await purgeStaleThrottles(db);
  await deleteExpiredTokens(db);
}

import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, type User } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as usersService from '../users/users.service';
import { allPermissionsFor } from './all-permissions';
import * as repo from './auth.repository';
import { admitSignInAttempt, purgeStaleThrottles, signInSucceeded } from './login-throttle';
import { dummyPasswordHash, verifyPassword } from './passwords';

export const SESSION_COOKIE = 'sid';
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** The most sessions one user keeps: signing in once more ends the least recently used. */
export const MAX_SESSIONS_PER_USER = 20;
/** Sliding expiry is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LoginResult {
  token: string;
  user: User;
  persistent: boolean;
  expiresAt: Date;
}

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
  ip: string;
  userAgent: string | undefined;
}

export async function login(db: Db, input: LoginInput): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const attempt = await admitSignInAttempt(db, email, input.ip);

  const row = await usersService.findByEmail(db, email);
  const passwordOk = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!row || !passwordOk) {
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
  if (!row.is_active) throw AppError.forbidden(AUTH_MESSAGES.deactivated);

  await signInSucceeded(db, attempt);
  // A fresh random id at every login: a session id planted before sign-in is never promoted.
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.remember ? REMEMBER_MS : BROWSER_SESSION_IDLE_MS));
  await repo.insertSession(db, {
    id: hashToken(token),
    user_id: row.id,
    persistent: input.remember,
    expires_at: expiresAt,
    ip: input.ip,
    user_agent: input.userAgent?.slice(0, 500) ?? null,
  });
  await repo.keepNewestSessions(db, row.id, MAX_SESSIONS_PER_USER);
  const user = await usersService.get(db, row.id);
  return { token, user, persistent: input.remember, expiresAt };
}

/** The caller behind a session cookie, or null when the token is unknown, expired or the user inactive. */
export async function authenticate(db: Db, token: string): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const sessionId = hashToken(token);
  const found = await repo.findLiveSessionWithUser(db, sessionId);
  if (!found) return null;
  const { session, user } = found;
  if (!user.is_active) {
    await repo.deleteSession(db, sessionId);
    return null;
  }
  const now = Date.now();
  if (now - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    const lifetime = session.persistent ? REMEMBER_MS : BROWSER_SESSION_IDLE_MS;
    await repo.extendSession(db, sessionId, new Date(now), new Date(now + lifetime));
  }
  const permissions = user.role === 'admin' ? allPermissionsFor() : await usersService.grantsOf(db, user.id);
  return { sessionId, user, permissions };
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await repo.deleteSession(db, sessionId);
}

/** Ends every session of a user: used when an account is deactivated, deleted or its password changes. */
export async function signOutEverywhere(db: Db, userId: number): Promise<void> {
  await repo.deleteSessionsOfUser(db, userId);
}

export async function purgeExpired(db: Db): Promise<void> {
  await repo.deleteExpiredSessions(db);
  await purgeStaleThrottles(db);
}

import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import * as repo from './auth.repository';

export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** The most sessions one user keeps: signing in once more ends the least recently used. */
const MAX_SESSIONS_PER_USER = 20;

/** Tokens are stored only as their SHA-256, so a database leak gives no sessions or challenges. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes in base64url: 256 bits. */
export const newToken = () => randomBytes(32).toString('base64url');

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

/** A new session for a user who has proved who they are (password, and the second factor when it is on). */
export async function startSession(
  db: Db,
  input: { userId: number; remember: boolean; ip: string; userAgent: string | undefined },
): Promise<StartedSession> {
  // A fresh random id at every login: a session id planted before sign-in is never promoted.
  const token = newToken();
  const expiresAt = new Date(Date.now() + (input.remember ? REMEMBER_MS : BROWSER_SESSION_IDLE_MS));
  await repo.insertSession(db, {
    id: hashToken(token),
    user_id: input.userId,
    persistent: input.remember,
    expires_at: expiresAt,
    ip: input.ip,
    user_agent: input.userAgent?.slice(0, 500) ?? null,
  });
  await repo.keepNewestSessions(db, input.userId, MAX_SESSIONS_PER_USER);
  return { token, expiresAt };
}

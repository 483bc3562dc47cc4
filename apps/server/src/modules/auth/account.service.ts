import { createHash } from 'node:crypto';
import {
  type AccountSession,
  describeUserAgent,
  newPasswordProblem,
  PASSWORD_MESSAGES,
  SESSION_MESSAGES,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { hashPassword } from '../users/passwords';
import * as repo from './auth.repository';
import { checkOwnPassword } from './own-password';

/**
 * The id Session Management shows for a session: derived from the stored id, so it names the session without
 * being the value the session is looked up by.
 */
const sessionRef = (sessionId: string) =>
  createHash('sha256').update(`session-ref:${sessionId}`).digest('hex').slice(0, 32);

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

/**
 * Changes the caller's password: the new one must follow the rules, the current one must be right (a wrong
 * one counts against the sign-in throttle), and every other session of the user ends; this one stays.
 */
export async function changePassword(
  db: Db,
  auth: AuthContext,
  input: { current_password: string; new_password: string },
  ip: string,
): Promise<{ ended_sessions: number }> {
  const problem = newPasswordProblem(input.new_password, auth.user.email);
  if (problem) throw fieldError('new_password', problem);
  await checkOwnPassword(db, auth.user.email, input.current_password, ip, {
    field: 'current_password',
    message: PASSWORD_MESSAGES.currentIncorrect,
  });
  if (input.new_password === input.current_password) {
    throw fieldError('new_password', PASSWORD_MESSAGES.sameAsCurrent);
  }
  const passwordHash = await hashPassword(input.new_password);
  const ended = await db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, auth.user.id, passwordHash);
    const ended = await repo.deleteOtherSessions(tx, auth.user.id, auth.sessionId);
    const details = { ended_sessions: ended };
    await recordAudit(
      tx,
      { ip },
      { action: 'auth.password_changed', entityType: 'user', entityId: auth.user.id, details },
    );
    return ended;
  });
  return { ended_sessions: ended };
}

export async function listSessions(db: Db, auth: AuthContext): Promise<{ data: AccountSession[] }> {
  const rows = await repo.listLiveSessionsOfUser(db, auth.user.id);
  return {
    data: rows.map((row) => ({
      id: sessionRef(row.id),
      ...describeUserAgent(row.user_agent),
      user_agent: row.user_agent,
      ip: row.ip,
      created_at: row.created_at.toISOString(),
      last_used_at: row.last_seen_at.toISOString(),
      persistent: row.persistent,
      current: row.id === auth.sessionId,
    })),
  };
}

/** Signs out one of the caller's own sessions; another user's, or one already ended, is 404. */
export async function revokeSession(db: Db, auth: AuthContext, ref: string): Promise<void> {
  const rows = await repo.listLiveSessionsOfUser(db, auth.user.id);
  const target = rows.find((row) => sessionRef(row.id) === ref);
  if (!target || !(await repo.deleteSessionOfUser(db, auth.user.id, target.id))) {
    throw AppError.notFound(SESSION_MESSAGES.notFound);
  }
  const details = { session: ref, ip: target.ip, user_agent: target.user_agent };
  await recordAudit(
    db,
    {},
    { action: 'auth.session_ended', entityType: 'user', entityId: auth.user.id, details },
  );
}

export async function revokeOtherSessions(db: Db, auth: AuthContext): Promise<{ ended_sessions: number }> {
  const ended = await repo.deleteOtherSessions(db, auth.user.id, auth.sessionId);
  const details = { ended_sessions: ended, others: true };
  await recordAudit(
    db,
    {},
    { action: 'auth.session_ended', entityType: 'user', entityId: auth.user.id, details },
  );
  return { ended_sessions: ended };
}

import { PASSWORD_RESET_MESSAGES } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as repo from './auth.repository';

/**
 * Reset requests are counted like sign-in attempts (the same upsert counter in `login_throttle`, so every
 * server process shares them): per e-mail address, so nobody floods a mailbox, and per client address, so
 * nobody sprays many mailboxes. Counted whether or not the account exists, so a 429 tells nothing either.
 */
const RESET_LIMITS = { account: 5, address: 30 } as const;
const WINDOW_SECONDS = 15 * 60;
const MAX_STRIKES = 6;

export async function admitResetRequest(db: Db, email: string, ip: string): Promise<void> {
  const counted = await Promise.all([
    repo.countAttempt(db, `reset-account:${email}`, RESET_LIMITS.account, WINDOW_SECONDS, MAX_STRIKES),
    repo.countAttempt(db, `reset-address:${ip}`, RESET_LIMITS.address, WINDOW_SECONDS, MAX_STRIKES),
  ]);
  const limits = [RESET_LIMITS.account, RESET_LIMITS.address];
  const over = counted.filter((count, i) => count.attempts > limits[i]!);
  if (over.length === 0) return;
  const until = Math.max(...over.map((c) => c.windowEndsAt.getTime()));
  throw new AppError('TOO_MANY_REQUESTS', PASSWORD_RESET_MESSAGES.tooManyRequests, {
    details: { retryAfterSeconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)) },
  });
}

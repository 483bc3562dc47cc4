import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as repo from './auth.repository';

/**
 * Counts one request against `key` in the shared throttle table (`login_throttle`, so every server process
 * agrees) and refuses it with 429 and Retry-After once more than `limit` arrived within `windowSeconds`. For
 * the other modules' throttles (invitation links per client address, API tokens per token).
 */
export async function admitCountedRequest(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  message: string,
): Promise<void> {
  const counted = await repo.countAttempt(db, key, limit, windowSeconds, 0);
  if (counted.attempts <= limit) return;
  throw new AppError('TOO_MANY_REQUESTS', message, {
    details: {
      retryAfterSeconds: Math.max(1, Math.ceil((counted.windowEndsAt.getTime() - Date.now()) / 1000)),
    },
  });
}

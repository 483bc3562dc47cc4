import { AUTH_MESSAGES } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as repo from './auth.repository';

/**
 * Three counters guard sign-in, each counted before the password is checked:
 * - one account from one address: a guesser there gets `pair` tries per window;
 * - one address over all accounts: wider, so an office or a proxy shared by many people is not shut out by a few
 *   typos, while one address spraying many accounts is stopped;
 * - one account from addresses it never signed in from: stops a guesser who rotates addresses, while its owner,
 *   at an address they used before, is not locked out by them.
 * Over a limit the answer is 429 until the window ends; each window that ended over its limit doubles the next.
 */
export const THROTTLE_LIMITS = { pair: 10, address: 100, account: 20 } as const;
const THROTTLE_WINDOW_SECONDS = 15 * 60;
/** 15 minutes doubled at most six times: about 16 hours. */
const MAX_STRIKES = 6;
const KNOWN_ADDRESS_DAYS = 90;

type CounterKind = keyof typeof THROTTLE_LIMITS;

function keyOf(kind: CounterKind, email: string, ip: string): string {
  if (kind === 'pair') return `pair:${email}|${ip}`;
  return kind === 'address' ? `address:${ip}` : `account:${email}`;
}

/** What was counted for one attempt, to take back when it succeeds. */
export interface CountedAttempt {
  email: string;
  ip: string;
  kinds: CounterKind[];
}

/** Counts the attempt on every counter that applies and answers 429 when one is over its limit. */
export async function admitSignInAttempt(db: Db, email: string, ip: string): Promise<CountedAttempt> {
  const known = await repo.isKnownAddress(db, email, ip);
  const kinds: CounterKind[] = known ? ['pair', 'address'] : ['pair', 'address', 'account'];
  const counts = await Promise.all(
    kinds.map((kind) =>
      repo.countAttempt(
        db,
        keyOf(kind, email, ip),
        THROTTLE_LIMITS[kind],
        THROTTLE_WINDOW_SECONDS,
        MAX_STRIKES,
      ),
    ),
  );
  const over = counts.filter((count, i) => count.attempts > THROTTLE_LIMITS[kinds[i]!]);
  if (over.length > 0) {
    const until = Math.max(...over.map((c) => c.windowEndsAt.getTime()));
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts, {
      details: { retryAfterSeconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)) },
    });
  }
  return { email, ip, kinds };
}

/** A successful sign-in was not a guess: its counts are taken back and the address becomes known. */
export async function signInSucceeded(db: Db, attempt: CountedAttempt): Promise<void> {
  const { email, ip } = attempt;
  await repo.clearAttempts(db, keyOf('pair', email, ip));
  await Promise.all(
    attempt.kinds.filter((k) => k !== 'pair').map((kind) => repo.uncountAttempt(db, keyOf(kind, email, ip))),
  );
  await repo.rememberAddress(db, email, ip);
}

export async function purgeStaleThrottles(db: Db): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  await repo.deleteStaleThrottles(
    db,
    new Date(Date.now() - day),
    new Date(Date.now() - KNOWN_ADDRESS_DAYS * day),
  );
}

import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './passwords-limit';

// 2 = Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * How many argon2id hashes run at once. Each takes 19 MiB for as long as it runs, on one of libuv's four pool
 * threads: a burst of sign-ins would otherwise run four at once (76 MiB) and hold every pool thread, so file
 * reads and DNS lookups would wait behind them. Beyond two, sign-ins wait their turn (a hash takes tens of
 * milliseconds of CPU, so a few more at once would not finish sooner on a small server anyway).
 */
export const PASSWORD_HASHES_AT_ONCE = 2;
export const passwordHashing = concurrencyLimit(PASSWORD_HASHES_AT_ONCE);

export function hashPassword(password: string): Promise<string> {
  return passwordHashing.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // An account that joined through an identity provider has no password: no password matches it.
  if (passwordHash === null) return false;
  try {
    return await passwordHashing.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash to verify against when the email is unknown, so an unknown email costs the same time as a
 * wrong password and the two cannot be told apart.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  return dummyHash;
}

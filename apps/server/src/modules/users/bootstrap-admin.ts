import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../platform/database/database';
import { hashPassword } from './passwords';
import { countActiveAdmins, upsertAdmin } from './users.repository';

export interface AdminBootstrapResult {
  created: boolean;
  email: string;
  /** Set only when a random password was made: the caller prints it once. */
  generatedPassword?: string;
}

/**
 * Makes sure an active admin exists. On the first start it creates one from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or with a random password written, alone on one line, to `$DATA_DIR/initial-admin-password`
 * (mode 600).
 * Later starts change nothing, so a password the admin has since changed is never reset.
 */
export async function ensureAdmin(
  db: Db,
  options: { email: string; password: string | undefined; dataDir: string },
): Promise<AdminBootstrapResult> {
  if ((await countActiveAdmins(db)) > 0) return { created: false, email: options.email };
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const password = options.password ?? generatedPassword!;
  if (!(await upsertAdmin(db, options.email, await hashPassword(password)))) {
    return { created: false, email: options.email };
  }
  if (generatedPassword) {
    const file = path.join(options.dataDir, 'initial-admin-password');
    // The password alone, so the file is what it is called (the e-mail is in the log and ADMIN_EMAIL).
    await fs.writeFile(file, `${generatedPassword}\n`, { mode: 0o600 });
    await fs.chmod(file, 0o600);
  }
  return { created: true, email: options.email, generatedPassword };
}

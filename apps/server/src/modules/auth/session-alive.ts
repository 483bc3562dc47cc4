import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { allPermissionsFor } from './all-permissions';
import * as repo from './auth.repository';

/**
 * Which of these sessions still stand (not signed out, not expired, their user active), each with who it is
 * and the grants they hold NOW, in one query and without extending them as a request does: an open
 * live-updates stream is not the user's activity and must not keep an idle session alive, and what it may hear
 * follows the user's grants as a request's answer does.
 */
export async function liveSessions(db: Db, sessionIds: readonly string[]): Promise<Map<string, AuthContext>> {
  const rows = await repo.liveSessionsWithGrants(db, sessionIds);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        sessionId: row.id,
        user: row.user,
        permissions: row.user.role === 'admin' ? allPermissionsFor() : (row.grants ?? {}),
        mustChangePassword: row.mustChangePassword,
      },
    ]),
  );
}

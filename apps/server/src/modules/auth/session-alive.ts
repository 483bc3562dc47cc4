import type { Db } from '../../platform/database/database';
import * as repo from './auth.repository';

/**
 * Whether a session still stands (not signed out, not expired, its user active), without extending it as a
 * request does: an open live-updates stream is not the user's activity and must not keep an idle session alive.
 */
export async function sessionAlive(db: Db, sessionId: string): Promise<boolean> {
  const found = await repo.findLiveSessionWithUser(db, sessionId);
  return found?.user.is_active === true;
}

import type { Db } from '../../platform/database/database';
import * as repo from './auth.repository';

/**
 * Which of these sessions still stand (not signed out, not expired, their user active), in one query and
 * without extending them as a request does: an open live-updates stream is not the user's activity and must
 * not keep an idle session alive.
 */
export function liveSessions(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  return repo.liveSessionIds(db, sessionIds);
}

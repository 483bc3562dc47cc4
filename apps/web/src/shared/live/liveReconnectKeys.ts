import { LIVE_EVENT_KINDS, type LiveChange } from '@freight/domain';
import type { QueryKey } from '@tanstack/react-query';
import { liveInvalidations } from './liveInvalidations';

/**
 * Everything an event can touch, of every kind: refreshed after a reconnect, since the events sent while the
 * stream was down are lost (the server keeps no backlog).
 */
export function liveReconnectKeys(): QueryKey[] {
  return LIVE_EVENT_KINDS.flatMap((kind) =>
    liveInvalidations({ kind, action: 'updated', ids: [] } satisfies LiveChange),
  );
}

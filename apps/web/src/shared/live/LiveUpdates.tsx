import { eventsApi } from '@freight/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointUrl } from '../api/apiClient';
import { sessionKeys } from '../api/queryKeys';
import { connectLiveUpdates } from './connectLiveUpdates';
import { liveInvalidations } from './liveInvalidations';
import { liveReconnectKeys } from './liveReconnectKeys';

/**
 * Colleagues' changes, live: one event stream for the signed-in shell; each event refreshes exactly the cached
 * answers it touches. A change made in this tab arrives too: refetching it is harmless, as forms keep their
 * own copy of the values being edited (the autosave rules). Renders nothing; unmounting (signing out) stops it.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      connectLiveUpdates({
        url: endpointUrl(eventsApi.stream),
        onChange: (change) => {
          for (const queryKey of liveInvalidations(change)) void queryClient.invalidateQueries({ queryKey });
        },
        // A stream ends when its session does: asking who is signed in shows the signed-out screen then.
        onDisconnect: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
        onReconnect: () => {
          for (const queryKey of liveReconnectKeys()) void queryClient.invalidateQueries({ queryKey });
        },
      }),
    [queryClient],
  );
  return null;
}

import { interactionsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { interactionKeys } from '../../../shared/api/queryKeys';

/** How many of a contact's interactions the contacts screen shows. */
export const RECENT_INTERACTIONS = 5;

/** A contact's latest interactions (newest first), loaded while `contactId` is set. */
export function useContactInteractions(contactId: number | null) {
  const params = { contact_id: contactId ?? 0, limit: RECENT_INTERACTIONS };
  return useQuery({
    queryKey: interactionKeys.list(params),
    queryFn: ({ signal }) =>
      fetchList(interactionsApi.list, {
        signal,
        query: params,
        select: ['id', 'date', 'subject', 'channel', 'status', 'interaction_type'],
      }),
    enabled: contactId !== null,
  });
}

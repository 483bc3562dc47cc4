import { interactionsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { interactionKeys } from '../../shared/api/queryKeys';

/** One interaction with its attachments, for the edit form. */
export function useInteraction(id: number) {
  return useQuery({
    queryKey: interactionKeys.detail(id),
    queryFn: ({ signal }) => callApi(interactionsApi.get, { params: { id }, signal }),
  });
}

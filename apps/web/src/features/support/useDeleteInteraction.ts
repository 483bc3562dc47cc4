import { interactionsApi } from '@freight/domain';
import { callApi } from '../../shared/api/apiClient';
import { interactionKeys } from '../../shared/api/queryKeys';
import { useDeleteById } from '../../shared/api/useDeleteById';

/** DELETE /client_interactions/{id} (204; its files go too); the lists refetch. */
export function useDeleteInteraction() {
  return useDeleteById({
    remove: (id) => callApi(interactionsApi.remove, { params: { id } }),
    detailKey: interactionKeys.detail,
    listsKey: interactionKeys.lists(),
  });
}

import { interactionsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { interactionKeys } from '../../shared/api/queryKeys';

/** DELETE /client_interactions/{id} (204; its files go too); the lists refetch. */
export function useDeleteInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(interactionsApi.remove, { params: { id } }),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: interactionKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: interactionKeys.lists(), refetchType: 'active' });
    },
  });
}

import { contactsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { contactKeys } from '../../shared/api/queryKeys';

/** DELETE /contacts/{id} (204); the deleted record's cache entry goes, the lists refetch. */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(contactsApi.remove, { params: { id } }),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: contactKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: contactKeys.all, refetchType: 'active' });
    },
  });
}

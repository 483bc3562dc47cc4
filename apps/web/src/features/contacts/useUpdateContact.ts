import type { ContactUpdate } from '@freight/domain';
import { contactsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { contactKeys } from '../../shared/api/queryKeys';

interface UpdateContactVariables {
  id: number;
  /** The version the user edited; a newer one on the server answers 412 and nothing is written. */
  version: number;
  changes: ContactUpdate;
}

/** PUT /contacts/{id} with only the changed fields and `If-Match`, so concurrent edits are never lost. */
export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, changes }: UpdateContactVariables) =>
      callApi(contactsApi.update, { params: { id }, body: changes, ifMatch: version }),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(contact.id), contact);
      return queryClient.invalidateQueries({ queryKey: contactKeys.all, refetchType: 'active' });
    },
  });
}

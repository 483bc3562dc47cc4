import type { ContactCreate } from '@freight/domain';
import { contactsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { contactKeys } from '../../shared/api/queryKeys';

/** Creating a contact gives up after 10 seconds with the timeout message, rather than hang the form. */
const CREATE_TIMEOUT_MS = 10_000;

/** POST /contacts; on success every contacts list and picker refetches. */
export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactCreate) =>
      callApi(contactsApi.create, { body: input, timeoutMs: CREATE_TIMEOUT_MS }),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(contact.id), contact);
      return queryClient.invalidateQueries({ queryKey: contactKeys.all, refetchType: 'active' });
    },
  });
}

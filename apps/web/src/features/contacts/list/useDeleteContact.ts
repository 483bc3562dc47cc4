import { contactsApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { contactKeys } from '../../../shared/api/queryKeys';
import { useDeleteById } from '../../../shared/api/useDeleteById';

/** DELETE /contacts/{id} (204); the deleted record's cache entry goes, the lists and pickers refetch. */
export function useDeleteContact() {
  return useDeleteById({
    remove: (id) => callApi(contactsApi.remove, { params: { id } }),
    detailKey: contactKeys.detail,
    listsKey: contactKeys.all,
  });
}

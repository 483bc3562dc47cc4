import type { ContactUpdate } from '@freight/domain';
import { contactsApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { contactKeys } from '../../../shared/api/queryKeys';
import { useRecordSave } from '../../../shared/api/useRecordSave';

interface UpdateContactVariables {
  id: number;
  /** The version the user edited; a newer one on the server answers 412 and nothing is written. */
  version: number;
  changes: ContactUpdate;
}

/** PUT /contacts/{id} with only the changed fields and `If-Match`, so concurrent edits are never lost. */
export function useUpdateContact() {
  return useRecordSave({
    save: ({ id, version, changes }: UpdateContactVariables) =>
      callApi(contactsApi.update, { params: { id }, body: changes, ifMatch: version }),
    detailKey: contactKeys.detail,
    listsKey: contactKeys.all,
  });
}

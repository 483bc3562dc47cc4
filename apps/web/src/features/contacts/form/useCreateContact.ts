import type { ContactCreate } from '@freight/domain';
import { contactsApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { contactKeys } from '../../../shared/api/queryKeys';
import { useRecordSave } from '../../../shared/api/useRecordSave';

/** Creating a contact gives up after 10 seconds with the timeout message, rather than hang the form. */
const CREATE_TIMEOUT_MS = 10_000;

/** POST /contacts; on success every contacts list and picker refetches. */
export function useCreateContact() {
  return useRecordSave({
    save: (input: ContactCreate) =>
      callApi(contactsApi.create, { body: input, timeoutMs: CREATE_TIMEOUT_MS }),
    detailKey: contactKeys.detail,
    listsKey: contactKeys.all,
  });
}

import type { ContactListItem } from '@freight/domain';
import { contactsApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { toContactListItem } from '../toContactListItem';

/** The contact a duplicate-create (409) refers to: the server names it in `error.existing_id`. */
export async function findDuplicateContact(error: unknown): Promise<ContactListItem | null> {
  const id = hasErrorCode(error, 'CONFLICT') ? Number(error.details.existing_id) : Number.NaN;
  if (!Number.isInteger(id) || id <= 0) return null;
  return toContactListItem(await callApi(contactsApi.get, { params: { id } }));
}

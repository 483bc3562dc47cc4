import { CONTACT_LIST_FIELDS, type ContactListItem, contactsApi } from '@freight/domain';
import { fetchList } from '../../../shared/api/fetchList';
import { contactKeys } from '../../../shared/api/queryKeys';

/** The picker shows up to 50 contacts, or up to 20 matches while searching, so it stays short. */
const BROWSE_LIMIT = 50;
const SEARCH_LIMIT = 20;

/**
 * The contact picker's server search (names, company, email, phone, any case), for `useSearchCombobox`: the
 * empty box lists the first contacts by name.
 */
export const contactOptionsSearch = {
  queryKey: contactKeys.options,
  fetch: async (text: string, signal: AbortSignal): Promise<ContactListItem[]> => {
    const found = await fetchList(contactsApi.list, {
      signal,
      select: CONTACT_LIST_FIELDS,
      query: { order_by: 'display_name ASC', limit: text ? SEARCH_LIMIT : BROWSE_LIMIT, search: text },
    });
    return found.data;
  },
  staleTime: 30_000,
};

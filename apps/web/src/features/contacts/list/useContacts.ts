import { CONTACT_LIST_FIELDS, contactsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { contactKeys } from '../../../shared/api/queryKeys';
import type { ListPaging } from '../../../shared/list/listTypes';
import { contactFilterQuery } from './contactFilterQuery';
import type { ContactFilters } from './contactFilters';

/** The contacts list shows 8 per page (the product's figure, not the user's preference), by display name. */
export const CONTACTS_PAGE_SIZE = 8;

/** One page of the Contacts table, filtered, sorted and paged by the server. */
export function useContacts(filters: ContactFilters, paging: ListPaging) {
  const params = { ...contactFilterQuery(filters), order_by: 'display_name ASC', ...paging };
  return useQuery({
    queryKey: contactKeys.list(params),
    queryFn: ({ signal }) =>
      fetchList(contactsApi.list, { signal, query: params, select: CONTACT_LIST_FIELDS }),
    // The current page stays on screen (dimmed) while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

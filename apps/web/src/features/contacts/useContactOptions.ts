import { CONTACT_LIST_FIELDS, contactsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { contactKeys } from '../../shared/api/queryKeys';

/** The picker shows up to 50 contacts, or up to 20 matches while searching, so it stays short. */
const BROWSE_LIMIT = 50;
const SEARCH_LIMIT = 20;

/**
 * The picker's options, searched on the server (names, company, email, phone, any case). `enabled` is the
 * dropdown's open state, so a form with several pickers loads nothing until one is used.
 */
export function useContactOptions(search: string, enabled: boolean) {
  const term = search.trim();
  return useQuery({
    queryKey: contactKeys.options(term),
    queryFn: ({ signal }) =>
      fetchList(contactsApi.list, {
        signal,
        select: CONTACT_LIST_FIELDS,
        query: {
          order_by: 'display_name ASC',
          limit: term ? SEARCH_LIMIT : BROWSE_LIMIT,
          search: term,
        },
      }),
    enabled,
    // Keeps the previous matches on screen while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

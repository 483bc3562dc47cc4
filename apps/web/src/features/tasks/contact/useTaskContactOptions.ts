import { CONTACT_LIST_FIELDS, contactsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { taskKeys } from '../../../shared/api/queryKeys';
import { sortContactOptions } from './sortContactOptions';

/** Up to 50 contacts, or 20 matches while searching, so the picker stays short. */
const CONTACT_BROWSE_LIMIT = 50;
const CONTACT_SEARCH_LIMIT = 20;

const FIELDS = [...CONTACT_LIST_FIELDS, 'category', 'segment'] as const;

/**
 * A task's contact choices: searched on the server (name, email, company, any case) and shown Customers first,
 * then VIPs, then by name. Loads only while the picker is open.
 */
export function useTaskContactOptions(search: string, enabled: boolean) {
  const term = search.trim();
  return useQuery({
    queryKey: taskKeys.contactOptions(term),
    queryFn: async ({ signal }) => {
      const page = await fetchList(contactsApi.list, {
        signal,
        select: FIELDS,
        query: {
          order_by: 'display_name ASC',
          limit: term ? CONTACT_SEARCH_LIMIT : CONTACT_BROWSE_LIMIT,
          search: term,
        },
      });
      return sortContactOptions(page.data);
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

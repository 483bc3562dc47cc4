import { CONTACT_LIST_FIELDS, type ContactListItem, contactsApi } from '@freight/domain';
import { fetchList } from '../../../shared/api/fetchList';
import { taskKeys } from '../../../shared/api/queryKeys';
import { useServerSearch } from '../../../shared/search/useServerSearch';
import { sortContactOptions } from './sortContactOptions';

/** Up to 50 contacts, or 20 matches while searching, so the picker stays short. */
const CONTACT_BROWSE_LIMIT = 50;
const CONTACT_SEARCH_LIMIT = 20;

const FIELDS = [...CONTACT_LIST_FIELDS, 'category', 'segment'] as const;

export type TaskContactOption = ContactListItem & { category: string; segment: string };

/**
 * A task's contact choices for what is typed: searched on the server (name, email, company, any case) once
 * typing pauses, and shown Customers first, then VIPs, then by name. An older search's answer never replaces
 * a newer one's (`useServerSearch`).
 */
export function useTaskContactOptions(typed: string) {
  return useServerSearch<TaskContactOption>({
    typed,
    queryKey: taskKeys.contactOptions,
    fetch: async (text, signal) => {
      const page = await fetchList(contactsApi.list, {
        signal,
        select: FIELDS,
        query: {
          order_by: 'display_name ASC',
          limit: text ? CONTACT_SEARCH_LIMIT : CONTACT_BROWSE_LIMIT,
          search: text,
        },
      });
      return sortContactOptions(page.data) as TaskContactOption[];
    },
  });
}

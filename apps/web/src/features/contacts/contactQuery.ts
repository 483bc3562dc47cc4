import type { Contact } from '@freight/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import { contactKeys } from './contactKeys';

/** One full contact by id; shared by `useContact` and imperative `fetchQuery` calls. */
export function contactQuery(id: number) {
  return queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<Contact>(`/contacts/${id}`, { signal }),
  });
}

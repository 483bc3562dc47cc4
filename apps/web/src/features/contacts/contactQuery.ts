import { contactsApi } from '@freight/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { contactKeys } from '../../shared/api/queryKeys';

/** One full contact by id; shared by `useContact` and imperative `fetchQuery` calls. */
export function contactQuery(id: number) {
  return queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: ({ signal }) => callApi(contactsApi.get, { params: { id }, signal }),
  });
}

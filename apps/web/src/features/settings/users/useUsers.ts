import { usersApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { userKeys } from '../../../shared/api/queryKeys';
import type { ListPaging } from '../../../shared/list/listTypes';

/** One page of users for the User Management dialog, searched by the server over name, email and company. */
export function useUsers(search: string, paging: ListPaging) {
  const params = { search, ...paging, order_by: 'first_name ASC, last_name ASC' };
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) =>
      fetchList(usersApi.list, { signal, query: { ...params, search: search || undefined } }),
    placeholderData: keepPreviousData,
  });
}

import { usersApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../shared/api/fetchAllPages';
import { userKeys } from '../../../shared/api/queryKeys';

/** Every user, by name: the 'of y users' count and the Permission Management dialog's list. */
export function useAllUsers(enabled = true) {
  return useQuery({
    queryKey: userKeys.everyone(),
    queryFn: ({ signal }) =>
      fetchAllPages(
        usersApi.list,
        { order_by: 'first_name ASC, last_name ASC' },
        { signal, select: ['first_name', 'last_name', 'email', 'role', 'is_active'] },
      ),
    enabled,
  });
}

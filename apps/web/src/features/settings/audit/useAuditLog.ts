import { auditApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { auditKeys } from '../../../shared/api/queryKeys';
import type { ListPaging } from '../../../shared/list/listTypes';
import { type AuditFilters, auditFilterQuery } from './auditFilters';

/** One page of the audit log, filtered and paged by the server, newest first. */
export function useAuditLog(filters: AuditFilters, paging: ListPaging) {
  const params = { ...filters, ...paging };
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) =>
      fetchList(auditApi.list, {
        signal,
        query: { ...auditFilterQuery(filters), ...paging },
      }),
    placeholderData: keepPreviousData,
  });
}

import { auditApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { auditKeys } from '../../shared/api/queryKeys';
import { type AuditFilters, auditFilterQuery } from './auditFilters';

/** One page of the audit log, filtered and paged by the server, newest first. */
export function useAuditLog(filters: AuditFilters, page: number, pageSize: number) {
  const params = { ...filters, page, pageSize };
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) =>
      fetchList(auditApi.list, {
        signal,
        query: { ...auditFilterQuery(filters), limit: pageSize, offset: (page - 1) * pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

import type { QueryParams } from '../../shared/api/buildQueryString';

/** What the Audit tab filters by; blank means any. Dates are `YYYY-MM-DD`, inclusive. */
export interface AuditFilters {
  userId: string;
  action: string;
  dateFrom: string;
  dateTo: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { userId: '', action: '', dateFrom: '', dateTo: '' };

/** The audit list's query for the filters; the CSV export uses the same, so it holds what the table shows. */
export function auditFilterQuery(filters: AuditFilters): QueryParams {
  return {
    user_id: filters.userId,
    action: filters.action,
    date_from: filters.dateFrom,
    date_to: filters.dateTo,
  };
}

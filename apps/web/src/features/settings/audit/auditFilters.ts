import type { QueryParams } from '../../../shared/api/buildQueryString';

/** What the Audit tab filters by; blank means any. Dates are `YYYY-MM-DD`, inclusive. */
export interface AuditFilters {
  userId: string;
  action: string;
  dateFrom: string;
  dateTo: string;
}

/** The Audit tab's filters in the address: `?user=3&action=user.login&from=2026-05-01&to=2026-05-31`. */
export const AUDIT_LIST_FILTERS = {
  userId: { param: 'user' },
  action: { param: 'action' },
  dateFrom: { param: 'from' },
  dateTo: { param: 'to' },
};

/** The audit list's query for the filters; the CSV export uses the same, so it holds what the table shows. */
export function auditFilterQuery(filters: AuditFilters): QueryParams {
  return {
    user_id: filters.userId,
    action: filters.action,
    date_from: filters.dateFrom,
    date_to: filters.dateTo,
  };
}

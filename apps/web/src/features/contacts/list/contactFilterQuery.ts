import type { ContactFilters } from './contactFilters';

/** The list API's parameters for the filters; the export URL uses the same ones, so the CSV matches the table. */
export function contactFilterQuery(filters: ContactFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status) query.status = filters.status;
  if (filters.company === 'with') query.where = "company_name != ''";
  if (filters.company === 'without') query.where = "company_name = ''";
  if (filters.search.trim()) query.search = filters.search.trim();
  return query;
}

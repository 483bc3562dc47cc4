import { dateRangeBounds } from './dateRangeBounds';
import type { SupportFilters } from './supportFilters';

/**
 * The list API's parameters for the filters; the export uses the same ones, so the CSV holds what the table
 * shows. The date range is worked out from today when the query is made, so 'This Week' kept in a bookmark
 * still means this week.
 */
export function interactionFilterQuery(filters: SupportFilters, today = new Date()): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.channel) query.channel = filters.channel;
  if (filters.category) query.category = filters.category;
  if (filters.status) query.status = filters.status;
  if (filters.type) query.interaction_type = filters.type;
  const bounds = dateRangeBounds(filters.range, today);
  if (bounds) Object.assign(query, bounds);
  if (filters.search.trim()) query.search = filters.search.trim();
  return query;
}

import { API_BASE } from '../../shared/api/apiClient';
import { buildQueryString } from '../../shared/api/buildQueryString';
import { contactFilterQuery } from './contactFilterQuery';
import type { ContactFilters } from './contactFilters';

/**
 * The CSV download of every contact matching the filters (not only the visible page). It is a plain link so
 * the browser streams the file to disk itself, with the session cookie and the server's file name.
 */
export function contactExportUrl(filters: ContactFilters): string {
  return `${API_BASE}/contacts/export${buildQueryString({ ...contactFilterQuery(filters), order_by: 'display_name ASC' })}`;
}

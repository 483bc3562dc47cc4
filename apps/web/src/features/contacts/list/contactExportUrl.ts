import { contactsApi } from '@freight/domain';
import { endpointUrl } from '../../../shared/api/apiClient';
import { contactFilterQuery } from './contactFilterQuery';
import type { ContactFilters } from './contactFilters';

/**
 * The CSV download of every contact matching the filters (not only the visible page). It is a plain link so
 * the browser streams the file to disk itself, with the session cookie and the server's file name.
 */
export function contactExportUrl(filters: ContactFilters): string {
  return endpointUrl(contactsApi.export, { ...contactFilterQuery(filters), order_by: 'display_name ASC' });
}

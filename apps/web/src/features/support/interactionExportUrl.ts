import { interactionsApi } from '@freight/domain';
import { endpointUrl } from '../../shared/api/apiClient';
import { interactionFilterQuery } from './interactionFilterQuery';
import type { SupportFilters } from './supportFilters';

/**
 * The CSV download of every interaction matching the filters (not only the visible page). A plain link, so
 * the browser streams the file to disk itself with the session cookie and the server's file name.
 */
export function interactionExportUrl(filters: SupportFilters): string {
  return endpointUrl(interactionsApi.export, interactionFilterQuery(filters));
}

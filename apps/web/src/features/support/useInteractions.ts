import { interactionsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { interactionKeys } from '../../shared/api/queryKeys';
import type { ListPaging } from '../../shared/list/listTypes';
import { interactionFilterQuery } from './interactionFilterQuery';
import type { SupportFilters } from './supportFilters';

/** The columns the Support table shows (list rows never carry attachments). */
const LIST_FIELDS = [
  'id',
  'date',
  'contact_name',
  'contact_company',
  'subject',
  'channel',
  'category',
  'status',
  'interaction_type',
] as const;

/** One page of the Support table: filtered, ordered (newest date first) and paged by the server. */
export function useInteractions(filters: SupportFilters, paging: ListPaging, enabled = true) {
  const params = { ...interactionFilterQuery(filters), ...paging };
  return useQuery({
    queryKey: interactionKeys.list(params),
    queryFn: ({ signal }) => fetchList(interactionsApi.list, { signal, query: params, select: LIST_FIELDS }),
    // The current page stays on screen (dimmed) while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type InteractionRow = NonNullable<ReturnType<typeof useInteractions>['data']>['data'][number];

import type { EndpointDef, EndpointResponse } from '@freight/domain';
import { type CallOptions, callApi } from './apiClient';
import type { QueryParams } from './buildQueryString';

export type ListEndpoint = EndpointDef & { method: 'GET'; query: unknown };
type ListItemOf<E extends ListEndpoint> = EndpointResponse<E> extends { data: (infer T)[] } ? T : never;

/** A list row with every field: what the server answers when no `select` is given. */
export type FullListItem<E extends ListEndpoint> = {
  [K in keyof ListItemOf<E>]-?: Exclude<ListItemOf<E>[K], undefined>;
};

export interface ListPage<T> {
  data: T[];
  total: number;
  limit: number;
  offset: number;
}

/**
 * One page of a list endpoint. The contract's list rows are partial because `select` may pick fields; the
 * row type here follows the call: every field without `select`, else the selected fields (and `id`, which
 * the server always adds).
 */
export function fetchList<E extends ListEndpoint, F extends keyof FullListItem<E> = keyof FullListItem<E>>(
  endpoint: E,
  options: { query?: QueryParams; select?: readonly F[] } & Omit<CallOptions, 'ifMatch'> = {},
): Promise<ListPage<Pick<FullListItem<E>, F | ('id' & keyof FullListItem<E>)>>> {
  const { select, query, ...callOptions } = options;
  const input = { ...callOptions, query: select ? { ...query, select: select as readonly string[] } : query };
  return callApi(endpoint as ListEndpoint, input as never) as never;
}

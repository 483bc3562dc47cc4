import type { EndpointBody, EndpointDef, EndpointResponse } from '@freight/domain';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './apiClient';

/** `callApi` for an endpoint known here only by its kind; the caller's endpoint fixes the types. */
const call = callApi as (endpoint: EndpointDef, input: object) => Promise<unknown>;

/**
 * A record the app has exactly one of (the company profile, the pricing settings), from its contract group's
 * `get` and `update`: `query` reads it, `save` sends the changes against the version read (a 412 is the
 * editor's to merge) and puts the answer in the cache.
 */
export function useSingletonRecord<G extends EndpointDef, U extends EndpointDef>(
  key: QueryKey,
  api: { get: G; update: U },
) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(api.get, { signal }) as Promise<EndpointResponse<G>>,
  });
  const save = useMutation({
    mutationFn: (input: { changes: EndpointBody<U>; version: number }) =>
      call(api.update, { body: input.changes, ifMatch: input.version }) as Promise<EndpointResponse<U>>,
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return { query, save };
}

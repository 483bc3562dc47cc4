import type { EndpointBody, EndpointDef, EndpointResponse } from '@freight/domain';
import type { QueryKey } from '@tanstack/react-query';
import { callApi } from './apiClient';
import { useRefreshingMutation } from './useRefreshingMutation';

/** `callApi` for an endpoint known here only by its kind; the caller's endpoint fixes the types. */
const call = callApi as (endpoint: EndpointDef, input?: object) => Promise<unknown>;

interface ResourceEndpoints {
  create: EndpointDef;
  update: EndpointDef;
  remove: EndpointDef;
}

/**
 * Create, versioned update (If-Match) and delete of a contract resource (`api.resource(...)` in the domain),
 * each reading again every query under `refreshKey` once the server has accepted it.
 */
export function useResourceMutations<A extends ResourceEndpoints>(api: A, refreshKey: QueryKey) {
  return {
    create: useRefreshingMutation(
      refreshKey,
      (body: EndpointBody<A['create']>) =>
        call(api.create, { body }) as Promise<EndpointResponse<A['create']>>,
    ),
    update: useRefreshingMutation(
      refreshKey,
      ({ id, changes, version }: { id: number; changes: EndpointBody<A['update']>; version: number }) =>
        call(api.update, { params: { id }, body: changes, ifMatch: version }) as Promise<
          EndpointResponse<A['update']>
        >,
    ),
    remove: useRefreshingMutation(refreshKey, (id: number) => call(api.remove, { params: { id } })),
  };
}

import type {
  EndpointBodyOut,
  EndpointDef,
  EndpointQueryOut,
  EndpointResponse,
  ModuleName,
  PermissionName,
} from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { can } from '../auth-context';
import { contractRoute } from '../contract-route';
import type { Db } from '../database/database';

/** The five endpoints `resourceEndpoints` (packages/domain/src/api/resource-group.ts) declares. */
export interface ResourceApi {
  list: EndpointDef;
  get: EndpointDef;
  create: EndpointDef;
  update: EndpointDef;
  remove: EndpointDef;
}

/** The grant each standard endpoint needs on the resource's module. */
const RESOURCE_ACTIONS = {
  list: 'view',
  get: 'view',
  create: 'create',
  update: 'edit',
  remove: 'delete',
} as const satisfies Record<keyof ResourceApi, PermissionName>;

type Answer<E> = Promise<EndpointResponse<E>>;

/**
 * What a resource's service exports for its standard routes, by these names. `userId` is the signed-in
 * caller, for services whose rules depend on who acts (an owner, "not yourself"); the others leave it out.
 * A service without one of them registers no route for it.
 */
export interface ResourceService<A extends ResourceApi> {
  list?(db: Db, query: EndpointQueryOut<A['list']>): Answer<A['list']>;
  get?(db: Db, id: number): Answer<A['get']>;
  create?(db: Db, body: EndpointBodyOut<A['create']>, userId: number): Answer<A['create']>;
  update?(
    db: Db,
    id: number,
    body: EndpointBodyOut<A['update']>,
    expectedVersion: number | undefined,
    userId: number,
  ): Answer<A['update']>;
  remove?(db: Db, id: number, userId: number): Promise<void>;
}

/**
 * Registers a resource's standard routes from its contract, each handled by the service function of the
 * same name and guarded by `can(module, action)` with the action of RESOURCE_ACTIONS: view to list and read,
 * create, edit and delete. A module registers its other endpoints itself with `contractRoute`.
 */
export function resourceRoutes<A extends ResourceApi>(
  app: FastifyInstance,
  db: Db,
  api: A,
  module: ModuleName,
  service: ResourceService<A>,
): void {
  const access = (key: keyof ResourceApi) => can(module, RESOURCE_ACTIONS[key]);
  const { list, get, create, update, remove } = service;
  if (list) contractRoute<A['list']>(app, api.list, access('list'), ({ query }) => list(db, query));
  if (get) contractRoute<A['get']>(app, api.get, access('get'), ({ params }) => get(db, idOf(params)));
  if (create)
    contractRoute<A['create']>(app, api.create, access('create'), ({ body, auth }) =>
      create(db, body, auth.user.id),
    );
  if (update) {
    contractRoute<A['update']>(app, api.update, access('update'), ({ params, body, ifMatch, auth }) =>
      update(db, idOf(params), body, ifMatch, auth.user.id),
    );
  }
  if (remove) {
    contractRoute<A['remove']>(app, api.remove, access('remove'), async ({ params, auth }) => {
      await remove(db, idOf(params), auth.user.id);
      // The contract's remove answers 204 with no body (`noContentSchema`).
      return null as EndpointResponse<A['remove']>;
    });
  }
}

/** The `:id` of a record route, a number once `idParamsSchema` has parsed it. */
function idOf(params: unknown): number {
  return (params as { id: number }).id;
}

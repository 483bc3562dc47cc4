import type {
  EndpointBodyOut,
  EndpointDef,
  EndpointQueryOut,
  EndpointResponse,
  ModuleName,
  PermissionName,
} from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { type AuthContext, can } from '../auth-context';
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
 * What a resource's service exports for its standard routes, by these names. `actor` is who calls: the
 * signed-in user's id unless the routes name another form (the task manager's `Caller`, whose visibility
 * decides what they see); services whose rules do not depend on who acts leave it out. A service without one
 * of them registers no route for it.
 */
export interface ResourceService<A extends ResourceApi, Actor = number> {
  list?(db: Db, query: EndpointQueryOut<A['list']>, actor: Actor): Answer<A['list']>;
  get?(db: Db, id: number, actor: Actor): Answer<A['get']>;
  create?(db: Db, body: EndpointBodyOut<A['create']>, actor: Actor): Answer<A['create']>;
  update?(
    db: Db,
    id: number,
    body: EndpointBodyOut<A['update']>,
    expectedVersion: number | undefined,
    actor: Actor,
  ): Answer<A['update']>;
  remove?(db: Db, id: number, actor: Actor): Promise<void>;
}

const signedInUserId = (auth: AuthContext) => auth.user.id;

/**
 * Registers a resource's standard routes from its contract, each handled by the service function of the
 * same name and guarded by `can(module, action)` with the action of RESOURCE_ACTIONS: view to list and read,
 * create, edit and delete. `actorOf` makes the caller the service is handed (the user's id when left out).
 * A module registers its other endpoints itself with `contractRoute`.
 */
export function resourceRoutes<A extends ResourceApi, Actor = number>(
  app: FastifyInstance,
  db: Db,
  api: A,
  module: ModuleName,
  service: ResourceService<A, Actor>,
  // Optional only for services that take the user's id: any other actor must say how it is made.
  ...[actorOf]: Actor extends number
    ? [actorOf?: (auth: AuthContext) => Actor]
    : [actorOf: (auth: AuthContext) => Actor]
): void {
  const actor = actorOf ?? (signedInUserId as (auth: AuthContext) => Actor);
  const access = (key: keyof ResourceApi) => can(module, RESOURCE_ACTIONS[key]);
  const { list, get, create, update, remove } = service;
  if (list) {
    contractRoute<A['list']>(app, api.list, access('list'), ({ query, auth }) =>
      list(db, query, actor(auth)),
    );
  }
  if (get) {
    contractRoute<A['get']>(app, api.get, access('get'), ({ params, auth }) =>
      get(db, idOf(params), actor(auth)),
    );
  }
  if (create)
    contractRoute<A['create']>(app, api.create, access('create'), ({ body, auth }) =>
      create(db, body, actor(auth)),
    );
  if (update) {
    contractRoute<A['update']>(app, api.update, access('update'), ({ params, body, ifMatch, auth }) =>
      update(db, idOf(params), body, ifMatch, actor(auth)),
    );
  }
  if (remove) {
    contractRoute<A['remove']>(app, api.remove, access('remove'), async ({ params, auth }) => {
      await remove(db, idOf(params), actor(auth));
      // The contract's remove answers 204 with no body (`noContentSchema`).
      return null as EndpointResponse<A['remove']>;
    });
  }
}

/** The `:id` of a record route, a number once `idParamsSchema` has parsed it. */
function idOf(params: unknown): number {
  return (params as { id: number }).id;
}

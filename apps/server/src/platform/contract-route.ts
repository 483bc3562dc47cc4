import type {
  EndpointBodyOut,
  EndpointDef,
  EndpointParamsOut,
  EndpointQueryOut,
  EndpointResponse,
} from '@freight/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { AuthContext, RouteAccess } from './auth-context';
import { ifMatchVersion } from './if-match';
import { requireAuth } from './permission-guard';

/** What a route handler gets: its inputs as the contract's schemas parsed them, and the caller. */
interface RouteContext<E extends EndpointDef> {
  params: EndpointParamsOut<E>;
  query: EndpointQueryOut<E>;
  body: EndpointBodyOut<E>;
  /** The record version from `If-Match` on endpoints that declare `ifMatch`; undefined when none was sent. */
  ifMatch: number | undefined;
  /** The signed-in caller (401 when there is none; the permission guard has already checked the grant). */
  readonly auth: AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends EndpointDef> = (
  context: RouteContext<E>,
) => Promise<EndpointResponse<E> | FastifyReply> | EndpointResponse<E> | FastifyReply;

/** The endpoint a route was registered from: the route-guard test checks every route has one. */
declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: EndpointDef;
  }
}

function routeSchema(endpoint: EndpointDef): FastifySchema {
  return {
    tags: [...endpoint.tags],
    ...(endpoint.summary && { summary: endpoint.summary }),
    ...(endpoint.description && { description: endpoint.description }),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.consumes && { consumes: [endpoint.consumes] }),
    ...(!endpoint.produces && {
      response: { [endpoint.status]: endpoint.response, ...endpoint.otherResponses },
    }),
  };
}

/**
 * Registers the route of one contract endpoint: method, path and every schema come from the declaration in
 * `@freight/domain`, so validation, the answer's serialisation and the OpenAPI document follow it, and the
 * web's typed client calls the same thing. The route only adds who may call it and what it does; the answer
 * goes out with the endpoint's success status. A handler that streams (a CSV) answers with the reply itself.
 */
export function contractRoute<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  access: RouteAccess,
  handler: RouteHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access, endpoint },
    schema: routeSchema(endpoint),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as EndpointParamsOut<E>,
        query: request.query as EndpointQueryOut<E>,
        body: request.body as EndpointBodyOut<E>,
        ifMatch: endpoint.ifMatch ? ifMatchVersion(request) : undefined,
        get auth() {
          return requireAuth(request);
        },
        request,
        reply,
      });
      // A handler that answered by itself (a stream, another status) has sent the reply; awaiting a reply
      // (it is thenable) waits for that and yields nothing.
      if (reply.sent || result === reply) return reply;
      return reply.status(endpoint.status).send(endpoint.status === 204 ? null : result);
    },
  });
}

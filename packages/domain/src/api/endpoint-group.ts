import { type EndpointDef, endpoint, idParamsSchema, noContentSchema } from './endpoint';

/** What an endpoint declares beyond its method, path and tags. */
type EndpointSpec = Omit<EndpointDef, 'method' | 'path' | 'tags'>;
/** An endpoint whose success status its helper decides (a read, a replace, an action, a create). */
type AnsweringSpec = Omit<EndpointSpec, 'status'>;
/** An endpoint that answers 204 with nothing, so it declares no answer. */
type NoContentSpec = Omit<EndpointSpec, 'status' | 'response'>;
/** A delete's words; its answer is always a 204 with nothing. */
type RemoveSpec = Pick<EndpointDef, 'summary' | 'description'>;

/** A path that names one record by its `:id` (`/quotations/:id`, `/quotations/:id/sends`). */
type IdPath = `${string}/:id` | `${string}/:id/${string}`;
/** The parameters a path's `:id` brings, unless the declaration names its own. */
type PathParams<P extends string, S> = S extends { params: unknown }
  ? unknown
  : P extends IdPath
    ? { params: typeof idParamsSchema }
    : unknown;
const ID_PATH = /\/:id(\/|$)/;

/** The declaration, with the `{id}` parameter schema when its path names a record by `:id` and it names none. */
function withPathParams(path: string, spec: object) {
  return 'params' in spec || !ID_PATH.test(path) ? spec : { params: idParamsSchema, ...spec };
}

/** An endpoint as a group's helper declares it: what the helper fixes wins over the declaration. */
type Declared<M, P extends string, S, Fixed> = { method: M; path: P; tags: readonly string[] } & PathParams<
  P,
  S
> &
  Omit<S, keyof Fixed> &
  Fixed;
/** One helper of a group: a path and a declaration of the kind `Spec`, to the endpoint. */
type Helper<M, Spec, Fixed> = <const P extends string, const S extends Spec>(
  path: P,
  spec: S,
) => Declared<M, P, S, Fixed>;
/** A helper whose declaration may be left out (a delete, a command without body or words). */
type OptionalSpecHelper<M, Spec, Fixed> = <const P extends string, const S extends Spec = Spec>(
  path: P,
  spec?: S,
) => Declared<M, P, S, Fixed>;

const ANSWERS_200 = { status: 200 } as const;
const NO_CONTENT = { status: 204, response: noContentSchema } as const;

/**
 * The endpoints of one OpenAPI group, declared by what they do: `get` reads and `put` replaces, answering 200;
 * `action` is a `POST` that does something and answers 200 with the outcome, `create` a `POST` answering 201
 * with what it made, `command` a `POST` answering 204 with nothing; `post` names its own status (a 202);
 * `remove` is the `DELETE` of the record `:id` names, answering 204. A path that names a record by `:id` takes
 * the `{id}` parameter (`idParamsSchema`) unless its declaration names other parameters. Each keeps the literal types of its
 * declaration, as `endpoint` does. Lists and whole resources are `resourceGroup` (resource-group.ts), kept
 * apart so that a screen whose contracts have no list (the login page's) does not carry the list language's
 * schemas.
 */
export function endpointGroup(tags: readonly string[]) {
  // Each kind of endpoint is its method and what every endpoint of that kind answers; the declaration brings
  // the rest. One builder for all of them keeps the login page's share of this file small.
  const kind =
    (method: EndpointDef['method'], fixed: object) =>
    (path: string, spec?: object): EndpointDef =>
      endpoint({ method, path, tags, ...withPathParams(path, spec ?? {}), ...fixed } as EndpointDef);
  return {
    get: kind('GET', ANSWERS_200) as Helper<'GET', AnsweringSpec, typeof ANSWERS_200>,
    put: kind('PUT', ANSWERS_200) as Helper<'PUT', AnsweringSpec, typeof ANSWERS_200>,
    post: kind('POST', {}) as Helper<'POST', EndpointSpec, unknown>,
    action: kind('POST', ANSWERS_200) as Helper<'POST', AnsweringSpec, typeof ANSWERS_200>,
    create: kind('POST', { status: 201 }) as Helper<'POST', AnsweringSpec, { readonly status: 201 }>,
    command: kind('POST', NO_CONTENT) as OptionalSpecHelper<'POST', NoContentSpec, typeof NO_CONTENT>,
    remove: kind('DELETE', { ...NO_CONTENT, params: idParamsSchema }) as OptionalSpecHelper<
      'DELETE',
      RemoveSpec,
      typeof NO_CONTENT & { params: typeof idParamsSchema }
    >,
  };
}

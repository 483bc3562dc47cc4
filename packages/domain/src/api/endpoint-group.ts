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
function withPathParams<P extends string, S extends object>(path: P, spec: S): S & PathParams<P, S> {
  return ('params' in spec || !ID_PATH.test(path) ? spec : { params: idParamsSchema, ...spec }) as S &
    PathParams<P, S>;
}

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
  const get = <const P extends string, const S extends AnsweringSpec>(path: P, spec: S) =>
    endpoint({ method: 'GET', path, tags, status: 200, ...withPathParams(path, spec) });
  const put = <const P extends string, const S extends AnsweringSpec>(path: P, spec: S) =>
    endpoint({ method: 'PUT', path, tags, status: 200, ...withPathParams(path, spec) });
  const post = <const P extends string, const S extends EndpointSpec>(path: P, spec: S) =>
    endpoint({ method: 'POST', path, tags, ...withPathParams(path, spec) });
  const action = <const P extends string, const S extends AnsweringSpec>(path: P, spec: S) =>
    endpoint({ method: 'POST', path, tags, status: 200, ...withPathParams(path, spec) });
  const create = <const P extends string, const S extends AnsweringSpec>(path: P, spec: S) =>
    endpoint({ method: 'POST', path, tags, status: 201, ...withPathParams(path, spec) });
  const command = <const P extends string, const S extends NoContentSpec = NoContentSpec>(
    path: P,
    spec?: S,
  ) =>
    endpoint({
      method: 'POST',
      path,
      tags,
      ...withPathParams(path, (spec ?? {}) as S),
      status: 204,
      response: noContentSchema,
    });
  const remove = <const P extends string, const S extends RemoveSpec = RemoveSpec>(path: P, spec?: S) =>
    endpoint({
      method: 'DELETE',
      path,
      tags,
      ...(spec as S),
      params: idParamsSchema,
      status: 204,
      response: noContentSchema,
    });
  return { get, put, post, action, create, command, remove };
}

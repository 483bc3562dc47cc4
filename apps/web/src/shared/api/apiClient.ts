import {
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointResponse,
  endpointPath,
  readApiErrorBody,
} from '@freight/domain';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE, toApiErrorCode } from './ApiError';
import { buildQueryString, type QueryParams } from './buildQueryString';

export const API_BASE = '/api/1';

export interface CallOptions {
  /** TanStack Query's cancellation signal, passed through so abandoned requests stop. */
  signal?: AbortSignal;
  /** Gives up after this long with a TIMEOUT ApiError. */
  timeoutMs?: number;
  /** Record version for optimistic concurrency: a stale one is answered 412. */
  ifMatch?: number;
  /** Lets the request finish after the page is gone (saving the last edits on `pagehide`). */
  keepalive?: boolean;
}

/** What a call of endpoint E takes: its path parameters and body when it has them, list filters as query. */
export type CallInput<E extends EndpointDef> = (EndpointParams<E> extends undefined
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> }) &
  (E extends { query: unknown } ? { query?: QueryParams } : { query?: undefined }) &
  CallOptions;

type NeedsInput<E extends EndpointDef> =
  EndpointParams<E> extends undefined ? (EndpointBody<E> extends undefined ? false : true) : true;

/**
 * Calls one endpoint of the contract (`@freight/domain`'s `*.api.ts`): the path, method and the answer's type
 * come from the same declaration the server registers its route from, so neither side can drift from it.
 * Failures throw ApiError with the server's `{code, message, fields}`.
 */
export function callApi<E extends EndpointDef>(
  endpoint: E,
  ...[input]: NeedsInput<E> extends true ? [input: CallInput<E>] : [input?: CallInput<E>]
): Promise<EndpointResponse<E>> {
  const given = (input ?? {}) as CallInput<EndpointDef> & {
    params?: Record<string, unknown>;
    body?: unknown;
  };
  const path = `${endpointPath(endpoint.path, given.params)}${buildQueryString(given.query)}`;
  return send(endpoint.method, path, given.body, given) as Promise<EndpointResponse<E>>;
}

/** The URL of a GET endpoint, for plain links the browser follows itself (a CSV download). */
export function endpointUrl<E extends EndpointDef>(endpoint: E, query?: QueryParams): string {
  return `${API_BASE}${endpointPath(endpoint.path)}${buildQueryString(query)}`;
}

async function send(method: string, path: string, body: unknown, options: CallOptions): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (options.ifMatch !== undefined) headers['If-Match'] = String(options.ifMatch);

  const timeoutSignal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  const signals = [options.signal, timeoutSignal].filter((s): s is AbortSignal => s !== undefined);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      keepalive: options.keepalive,
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    // A caller's own cancellation is not a failure; let it propagate untouched so TanStack Query ignores it.
    if (options.signal?.aborted) throw error;
    if (timeoutSignal?.aborted) throw new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE);
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', 'The server sent an answer that could not be read.');
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `Request failed (${response.status}${response.statusText ? ` ${response.statusText}` : ''})`;
  try {
    const body = await response.json();
    // Read without zod: the client is on the login page, which does not download the schema library.
    const error = readApiErrorBody(body);
    if (error) {
      const { code, message, fields } = error;
      const { code: _c, message: _m, fields: _f, ...details } = body.error as Record<string, unknown>;
      return new ApiError(response.status, toApiErrorCode(code), message || fallback, fields, details);
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall through to the generic message.
  }
  return new ApiError(response.status, 'HTTP_ERROR', fallback);
}

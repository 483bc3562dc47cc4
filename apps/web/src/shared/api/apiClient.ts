import { apiErrorBodySchema } from '@freight/domain';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './ApiError';
import { buildQueryString, type QueryParams } from './buildQueryString';

export const API_BASE = '/api/1';

export interface RequestOptions {
  query?: QueryParams;
  /** TanStack Query's cancellation signal, passed through so abandoned requests stop. */
  signal?: AbortSignal;
  /** Gives up after this long with a TIMEOUT ApiError. */
  timeoutMs?: number;
  /** Record version for optimistic concurrency: a stale one is answered 412. */
  ifMatch?: number | string;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
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
    response = await fetch(`${API_BASE}${path}${buildQueryString(options.query)}`, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    // A caller's own cancellation is not a failure; let it propagate untouched so TanStack Query ignores it.
    if (options.signal?.aborted) throw error;
    if (timeoutSignal?.aborted) throw new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE);
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', 'The server sent an answer that could not be read.');
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `Request failed (${response.status}${response.statusText ? ` ${response.statusText}` : ''})`;
  try {
    const body = await response.json();
    const parsed = apiErrorBodySchema.safeParse(body);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      const { code: _c, message: _m, fields: _f, ...details } = body.error as Record<string, unknown>;
      return new ApiError(response.status, code, message || fallback, fields, details);
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall through to the generic message.
  }
  return new ApiError(response.status, 'HTTP_ERROR', fallback);
}

/** JSON client for `/api/1`; paths are given without the prefix, e.g. `apiClient.get('/contacts')`. */
export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T = void>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};

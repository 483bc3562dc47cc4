import type { EndpointDef } from '@freight/domain';
import { vi } from 'vitest';
import { answer } from '../../../test/mockApi';

/** A call the mocked typed client received: its endpoint, body and `If-Match` version. */
export interface SentCall {
  method: string;
  path: string;
  body?: unknown;
  ifMatch?: number;
}

/**
 * The mocked typed client (`callApi` under `vi.mock` of `shared/api/apiClient`) answering by `METHOD /path`
 * (a function may throw, e.g. an ApiError 412), `fixed` answers beside them, and `answer`'s defaults for the
 * rest. Returns the calls, to assert what a form sent.
 */
export function serveTypedClient(
  callApi: unknown,
  answers: Record<string, (input: { body?: unknown }) => unknown>,
  fixed: Record<string, unknown> = {},
): SentCall[] {
  const sent: SentCall[] = [];
  answer(callApi, fixed);
  const fallback = vi.mocked(callApi as (...args: unknown[]) => Promise<unknown>).getMockImplementation();
  vi.mocked(
    callApi as (e: EndpointDef, i?: { body?: unknown; ifMatch?: number }) => Promise<unknown>,
  ).mockImplementation(async (endpoint, input) => {
    sent.push({ method: endpoint.method, path: endpoint.path, body: input?.body, ifMatch: input?.ifMatch });
    const given = answers[`${endpoint.method} ${endpoint.path}`];
    return given ? given(input ?? {}) : fallback?.(endpoint, input);
  });
  return sent;
}

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { ApiCall } from './mockApi';

/** The query of the last call to `path`, to assert what a screen asked the server for. */
export const lastQuery = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === path).at(-1)?.query;

interface SentInput {
  body?: Record<string, unknown>;
  ifMatch?: number;
  params?: Record<string, unknown>;
}

type MockedCallApi = (endpoint: { method: string; path: string }, input?: unknown) => unknown;

/** What a screen sent to one endpoint of the mocked typed client (`answer` in mockApi), oldest first. */
export function sentTo(callApi: unknown, method: string, path: string): SentInput[] {
  return vi
    .mocked(callApi as MockedCallApi)
    .mock.calls.filter(([endpoint]) => endpoint.method === method && endpoint.path === path)
    .map(([, input]) => (input ?? {}) as SentInput);
}

/** The bodies a screen sent to one endpoint of the mocked typed client, oldest first. */
export const bodiesSentTo = (callApi: unknown, method: string, path: string) =>
  sentTo(callApi, method, path).map((sent) => sent.body);

/** Unmounts after each test and forgets the calls it made, so the next test counts only its own. */
export function resetAfterEach(callApi: unknown) {
  afterEach(() => {
    cleanup();
    vi.mocked(callApi as MockedCallApi).mockClear();
  });
}

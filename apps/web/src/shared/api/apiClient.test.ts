import { authApi, contactsApi } from '@freight/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './ApiError';
import { callApi, endpointUrl } from './apiClient';

function answer(status: number, body?: unknown) {
  const text = body === undefined ? null : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it("sends JSON to the contract's path with the session cookie and reads JSON back", async () => {
    const fetchMock = answer(201, { id: 1 });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(contactsApi.create, { body: { name: 'Ada' } })).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/1/contacts');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"name":"Ada"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends If-Match for versioned updates', async () => {
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await callApi(contactsApi.update, { params: { id: 3 }, body: { name: 'Ada' }, ifMatch: 4 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/1/contacts/3');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>)['If-Match']).toBe('4');
  });

  it('answers null for 204', async () => {
    vi.stubGlobal('fetch', answer(204));
    await expect(callApi(contactsApi.remove, { params: { id: 3 } })).resolves.toBeNull();
  });

  it('puts list filters in the query string and fills path parameters', async () => {
    const fetchMock = answer(200, { data: [], total: 0, limit: 8, offset: 0 });
    vi.stubGlobal('fetch', fetchMock);
    await callApi(contactsApi.list, { query: { search: 'a&b', limit: 8 } });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/1/contacts?search=a%26b&limit=8');
    expect(endpointUrl(contactsApi.export, { status: 'Active' })).toBe(
      '/api/1/contacts/export?status=Active',
    );
  });

  it('maps an error code the client does not know to HTTP_ERROR, keeping the message', async () => {
    vi.stubGlobal('fetch', answer(418, { error: { code: 'TEAPOT', message: 'I am a teapot' } }));
    await expect(callApi(authApi.me)).rejects.toMatchObject({ code: 'HTTP_ERROR', message: 'I am a teapot' });
  });

  it("throws ApiError carrying the server's code, message and fields", async () => {
    const body = {
      error: { code: 'VALIDATION_FAILED', message: 'Check the form', fields: { email: 'Bad' } },
    };
    vi.stubGlobal('fetch', answer(400, body));
    const error = await callApi(contactsApi.create, { body: { name: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Check the form' });
    expect((error as ApiError).fields).toEqual({ email: 'Bad' });
  });

  it('throws a readable ApiError when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(callApi(authApi.me)).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });

  it('explains a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callApi(authApi.me)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});

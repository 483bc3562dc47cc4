import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './ApiError';
import { apiClient } from './apiClient';

function answer(status: number, body?: unknown) {
  const text = body === undefined ? null : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('apiClient', () => {
  it('sends JSON to /api/1 with the session cookie and reads JSON back', async () => {
    const fetchMock = answer(200, { id: 1 });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.post('/contacts', { name: 'Ada' }, { query: { x: 1 } })).resolves.toEqual({
      id: 1,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/1/contacts?x=1');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"name":"Ada"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends If-Match for versioned updates', async () => {
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.put('/contacts/3', { name: 'Ada' }, { ifMatch: 4 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['If-Match']).toBe('4');
  });

  it('answers undefined for 204', async () => {
    vi.stubGlobal('fetch', answer(204));
    await expect(apiClient.delete('/contacts/3')).resolves.toBeUndefined();
  });

  it("throws ApiError carrying the server's code, message and fields", async () => {
    const body = {
      error: { code: 'VALIDATION_FAILED', message: 'Check the form', fields: { email: 'Bad' } },
    };
    vi.stubGlobal('fetch', answer(400, body));
    const error = await apiClient.post('/contacts', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Check the form' });
    expect((error as ApiError).fields).toEqual({ email: 'Bad' });
  });

  it('throws a readable ApiError when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiClient.get('/contacts')).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });

  it('explains a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiClient.get('/contacts')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});

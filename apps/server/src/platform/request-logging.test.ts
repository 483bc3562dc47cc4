import { describe, expect, it } from 'vitest';
import { requestLogLevel, SLOW_REQUEST_MS } from './request-logging';

const answer = (method: string, url: string, statusCode: number, responseTimeMs = 5) => ({
  method,
  url,
  statusCode,
  responseTimeMs,
});

describe('the level a request is logged at', () => {
  it('server errors are errors, wherever they happen', () => {
    expect(requestLogLevel(answer('GET', '/api/1/contacts', 500))).toBe('error');
    expect(requestLogLevel(answer('GET', '/api/1/health/ready', 503))).toBe('error');
  });

  it('slow answers are warnings, even successful reads', () => {
    expect(requestLogLevel(answer('GET', '/api/1/quotations?limit=20', 200, SLOW_REQUEST_MS))).toBe('warn');
    expect(requestLogLevel(answer('GET', '/api/1/quotations', 200, SLOW_REQUEST_MS - 1))).toBe('debug');
  });

  it('refusals and writes are info', () => {
    expect(requestLogLevel(answer('GET', '/api/1/contacts', 401))).toBe('info');
    expect(requestLogLevel(answer('POST', '/api/1/auth/login', 200))).toBe('info');
    expect(requestLogLevel(answer('PUT', '/api/1/contacts/4', 200))).toBe('info');
    expect(requestLogLevel(answer('DELETE', '/api/1/tasks/9', 204))).toBe('info');
  });

  it('successful reads and routine requests are debug, however long the live stream stays open', () => {
    expect(requestLogLevel(answer('GET', '/api/1/contacts?search=ana', 200))).toBe('debug');
    expect(requestLogLevel(answer('GET', '/api/1/health', 200))).toBe('debug');
    expect(requestLogLevel(answer('GET', '/api/1/health/ready', 200))).toBe('debug');
    expect(requestLogLevel(answer('GET', '/metrics', 401))).toBe('debug');
    expect(requestLogLevel(answer('GET', '/assets/index-3f2a.js', 200))).toBe('debug');
    expect(requestLogLevel(answer('GET', '/quotations/12', 200))).toBe('debug');
    expect(requestLogLevel(answer('GET', '/api/1/events', 200, 3_600_000))).toBe('debug');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { apiErrorReason } from '../../api/apiErrorMessage';
import { hasErrorCode } from '../../api/hasErrorCode';

describe('errors by code', () => {
  it('hasErrorCode matches the code the server answered, whatever the status', () => {
    const stale = new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
    expect(hasErrorCode(stale, 'PRECONDITION_FAILED')).toBe(true);
    expect(hasErrorCode(stale, 'NOT_FOUND', 'CONFLICT')).toBe(false);
    expect(hasErrorCode(new TypeError('Failed to fetch'), 'NETWORK_ERROR')).toBe(false);
  });

  it("apiErrorReason gives the server's words for every answered code, the fallback for an unreadable one", () => {
    expect(apiErrorReason(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Database is away'), 'x')).toBe(
      'Database is away',
    );
    expect(apiErrorReason(new ApiError(500, 'INTERNAL', 'Locked'), 'x')).toBe('Locked');
    expect(apiErrorReason(new ApiError(502, 'HTTP_ERROR', 'Request failed (502)'), 'Please try again.')).toBe(
      'Please try again.',
    );
    expect(apiErrorReason(new Error('undefined is not a function'), 'Please try again.')).toBe(
      'Please try again.',
    );
  });
});

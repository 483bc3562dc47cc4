import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../shared/api/ApiError';
import { contactErrorMessage } from './contactErrorMessage';

const FALLBACK = 'Failed to create contact. Please try again.';

describe('contactErrorMessage', () => {
  it("shows the server's own message for client errors and the network message", () => {
    expect(contactErrorMessage(new ApiError(409, 'CONFLICT', 'Already exists'), FALLBACK)).toBe(
      'Already exists',
    );
    expect(contactErrorMessage(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE), FALLBACK)).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it('falls back for server failures, unreadable answers and non-API errors', () => {
    expect(contactErrorMessage(new ApiError(500, 'INTERNAL', 'db down'), FALLBACK)).toBe(FALLBACK);
    expect(contactErrorMessage(new ApiError(502, 'HTTP_ERROR', 'Request failed (502)'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(contactErrorMessage(new Error('x'), FALLBACK)).toBe(FALLBACK);
  });
});

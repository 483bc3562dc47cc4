import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../shared/api/ApiError';
import { loginErrorMessage } from './loginErrorMessage';

describe('loginErrorMessage', () => {
  it('says "Invalid email or password" for a 401', () => {
    expect(loginErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'whatever'))).toBe(
      'Invalid email or password',
    );
  });

  it('says "Account is deactivated" for a 403', () => {
    expect(loginErrorMessage(new ApiError(403, 'FORBIDDEN', 'whatever'))).toBe('Account is deactivated');
  });

  it("shows the server's own message for too many attempts", () => {
    const message = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
    expect(loginErrorMessage(new ApiError(429, 'TOO_MANY_REQUESTS', message))).toBe(message);
  });

  it('explains a connection failure', () => {
    expect(loginErrorMessage(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE))).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it('falls back to "Login failed"', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe('Login failed');
    expect(loginErrorMessage(new ApiError(500, 'INTERNAL', ''))).toBe('Login failed');
  });
});

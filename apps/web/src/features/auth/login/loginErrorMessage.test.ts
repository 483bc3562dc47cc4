import { AUTH_MESSAGES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../shared/api/ApiError';
import { catalogPart } from '../../../shared/i18n/catalogParts';
import de from '../../../shared/i18n/catalogs/de.json';
import '../../../test/englishMessages';
import { speak } from '../../../test/speak';
import { loginErrorMessage } from './loginErrorMessage';

describe('loginErrorMessage', () => {
  it('says "Invalid email or password" for a 401', () => {
    expect(loginErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'whatever'))).toBe(
      AUTH_MESSAGES.invalidCredentials,
    );
  });

  it('says "Account is deactivated" for a 403', () => {
    expect(loginErrorMessage(new ApiError(403, 'FORBIDDEN', 'whatever'))).toBe(AUTH_MESSAGES.deactivated);
  });

  it("shows the server's own message for too many attempts", () => {
    const message = AUTH_MESSAGES.tooManyAttempts;
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

  it('says each in German from the signed-out part of the catalog, the login page’s only one', () => {
    speak('de', catalogPart(de, 'signed-out'));
    expect(loginErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'whatever'))).toBe(
      'E-Mail-Adresse oder Passwort ist falsch',
    );
    expect(loginErrorMessage(new ApiError(403, 'FORBIDDEN', 'whatever'))).toBe('Das Konto ist deaktiviert');
    expect(loginErrorMessage(new ApiError(429, 'TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts))).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    );
    expect(loginErrorMessage(new Error('boom'))).toBe('Anmeldung fehlgeschlagen');
  });
});

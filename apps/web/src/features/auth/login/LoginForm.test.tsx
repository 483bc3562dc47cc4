// @vitest-environment happy-dom
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import de from '../../../shared/i18n/catalogs/de.json';
import { bodiesSentTo, resetAfterEach } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { speak } from '../../../test/speak';
import { typeInto } from '../../../test/typeInto';
import { LoginForm } from './LoginForm';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

const sentBodies = (method: string, path: string) => bodiesSentTo(callApi, method, path);

describe('the login form, on the record-form toolkit', () => {
  it('names each missing field under it and sends nothing', async () => {
    answer(callApi, {});
    renderScreen(<LoginForm />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(sentBodies('POST', '/auth/login')).toEqual([]);
    typeInto(/^Email/, 'pilar.garcia@example.es');
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('sends the typed credentials and tells a wrong password in the contract’s words', async () => {
    answer(callApi, {
      'POST /auth/login': () => {
        throw new ApiError(401, 'UNAUTHENTICATED', 'nope');
      },
    });
    renderScreen(<LoginForm />, '/login');
    typeInto(/^Email/, 'pilar.garcia@example.es');
    typeInto(/^Password/, 'contraseña-segura');
    fireEvent.click(screen.getByLabelText('Remember sign in details'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
    expect(sentBodies('POST', '/auth/login')).toEqual([
      { email: 'pilar.garcia@example.es', password: 'contraseña-segura', remember: true },
    ]);
  });

  it('asks for the authenticator code when the account has two-factor sign-in, and checks its format', async () => {
    answer(callApi, { 'POST /auth/login': { two_factor_required: true, challenge: 'c-1' } });
    renderScreen(<LoginForm />, '/login');
    typeInto(/^Email/, 'noura@example.com');
    typeInto(/^Password/, 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByLabelText(/Authentication code/);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeTruthy();
  });

  it('says in German under the code that the server refused it', async () => {
    speak('de', de);
    answer(callApi, {
      'POST /auth/login': { two_factor_required: true, challenge: 'c-1' },
      'POST /auth/login/two-factor': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', TWO_FACTOR_MESSAGES.invalidCode, {
          code: TWO_FACTOR_MESSAGES.invalidCode,
        });
      },
    });
    renderScreen(<LoginForm />, '/login');
    typeInto(/^E-Mail/, 'noura@example.com');
    typeInto(/^Passwort/, 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await screen.findByLabelText(/Authentifizierungscode/);
    typeInto(/Authentifizierungscode/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(
      await screen.findByText(
        'Dieser Code ist ungültig. Prüfen Sie Ihre Authenticator-App und versuchen Sie es erneut.',
      ),
    ).toBeTruthy();
  });

  it('opens Forgot password? with the typed address and asks for a valid one', async () => {
    answer(callApi, { 'GET /auth/password_reset/status': { available: true } });
    renderScreen(<LoginForm />, '/login');
    typeInto(/^Email/, 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('button', { name: 'Send reset link' });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(sentBodies('POST', '/auth/forgot_password')).toEqual([]);
  });
});

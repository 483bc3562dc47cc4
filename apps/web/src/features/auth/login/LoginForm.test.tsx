// @vitest-environment happy-dom
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { LoginForm } from './LoginForm';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

const bodiesSentTo = (method: string, path: string) => sentTo(callApi, method, path).map((sent) => sent.body);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the login form, on the record-form toolkit', () => {
  it('names each missing field under it and sends nothing', async () => {
    answer(callApi, {});
    renderScreen(<LoginForm />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(bodiesSentTo('POST', '/auth/login')).toEqual([]);
    type(/^Email/, 'pilar.garcia@example.es');
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('sends the typed credentials and tells a wrong password in the contract’s words', async () => {
    answer(callApi, {
      'POST /auth/login': () => {
        throw new ApiError(401, 'UNAUTHENTICATED', 'nope');
      },
    });
    renderScreen(<LoginForm />, '/login');
    type(/^Email/, 'pilar.garcia@example.es');
    type(/^Password/, 'contraseña-segura');
    fireEvent.click(screen.getByLabelText('Remember sign in details'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
    expect(bodiesSentTo('POST', '/auth/login')).toEqual([
      { email: 'pilar.garcia@example.es', password: 'contraseña-segura', remember: true },
    ]);
  });

  it('asks for the authenticator code when the account has two-factor sign-in, and checks its format', async () => {
    answer(callApi, { 'POST /auth/login': { two_factor_required: true, challenge: 'c-1' } });
    renderScreen(<LoginForm />, '/login');
    type(/^Email/, 'noura@example.com');
    type(/^Password/, 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByLabelText(/Authentication code/);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeTruthy();
  });

  it('opens Forgot password? with the typed address and asks for a valid one', async () => {
    answer(callApi, { 'GET /auth/password_reset/status': { available: true } });
    renderScreen(<LoginForm />, '/login');
    type(/^Email/, 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('button', { name: 'Send reset link' });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(bodiesSentTo('POST', '/auth/forgot_password')).toEqual([]);
  });
});

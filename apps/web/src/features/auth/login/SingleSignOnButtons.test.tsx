// @vitest-environment happy-dom
import { SSO_REFUSALS } from '@freight/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../shared/api/apiClient';
import { resetAfterEach } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { SingleSignOnButtons } from './SingleSignOnButtons';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

describe('single sign-on on the login page', () => {
  it("offers 'Continue with' each provider, returning to the page the user was going to", async () => {
    answer(callApi, {
      'GET /auth/providers': [
        { id: 'sso', label: 'Google' },
        { id: '3', label: 'شركة الشحن' },
      ],
    });
    renderScreen(<SingleSignOnButtons />, '/login?next=%2Fcontacts');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/1/auth/oidc/sso/start?next=%2Fcontacts');
    expect(screen.getByRole('link', { name: 'Continue with شركة الشحن' }).getAttribute('href')).toBe(
      '/api/1/auth/oidc/3/start?next=%2Fcontacts',
    );
  });

  it('shows why a sign-in was refused, and no button without providers', async () => {
    answer(callApi, { 'GET /auth/providers': [] });
    renderScreen(<SingleSignOnButtons />, '/login?sso_error=unknown_account');
    expect(await screen.findByText(SSO_REFUSALS.unknown_account)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

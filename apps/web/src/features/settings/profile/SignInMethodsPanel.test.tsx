// @vitest-environment happy-dom
import { IDENTITY_PROVIDER_MESSAGES } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { SignInMethodsPanel } from './SignInMethodsPanel';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

const IDENTITY = {
  id: 4,
  provider: '2',
  provider_label: 'Microsoft',
  email: 'yusuf.al-amin@example.kw',
  created_at: '2026-03-14T09:30:00Z',
  last_used_at: null,
};

describe('Profile → Sign-in methods', () => {
  it('lists linked identities and unlinks one', async () => {
    answer(callApi, {
      'GET /auth/identities': { has_password: true, identities: [IDENTITY] },
      'DELETE /auth/identities/:id': null,
    });
    renderScreen(<SignInMethodsPanel />);
    const table = await screen.findByRole('table', { name: 'Linked identities' });
    expect(within(table).getByText('Microsoft')).toBeTruthy();
    expect(within(table).getByText('yusuf.al-amin@example.kw')).toBeTruthy();
    expect(within(table).getByText(/2026/)).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Unlink Microsoft' }));
    await waitFor(() => expect(sentTo(callApi, 'DELETE', '/auth/identities/:id')).toHaveLength(1));
    expect(sentTo(callApi, 'DELETE', '/auth/identities/:id')[0]!.params).toEqual({ id: 4 });
  });

  it('says why the last way into an account without a password stays', async () => {
    answer(callApi, {
      'GET /auth/identities': { has_password: false, identities: [IDENTITY] },
      'DELETE /auth/identities/:id': () => {
        throw new ApiError(409, 'CONFLICT', IDENTITY_PROVIDER_MESSAGES.lastSignInMethod);
      },
    });
    renderScreen(<SignInMethodsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Microsoft' }));
    expect(await screen.findByText(IDENTITY_PROVIDER_MESSAGES.lastSignInMethod)).toBeTruthy();
    expect(screen.getByText(/Your account has no password/)).toBeTruthy();
  });

  it('says when nothing is linked', async () => {
    answer(callApi, { 'GET /auth/identities': { has_password: true, identities: [] } });
    renderScreen(<SignInMethodsPanel />);
    expect(await screen.findByText(/No identity provider is linked/)).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { INVITATION_MESSAGES } from '@freight/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { catalogPart } from '../../shared/i18n/catalogParts';
import de from '../../shared/i18n/catalogs/de.json';
import { resetAfterEach } from '../../test/apiCalls';
import { answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import { speak } from '../../test/speak';
import { typeInto } from '../../test/typeInto';
import { InvitationPage } from './InvitationPage';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

const INVITATION = {
  email: 'lucia.nunez@example.es',
  role: 'user',
  invited_by: 'Layla Haddad',
  expires_at: '2026-12-01T00:00:00Z',
};

const page = (
  <Routes>
    <Route path="/invite/:token" element={<InvitationPage />} />
  </Routes>
);

describe('the invitation page', () => {
  it("offers 'Continue with' each sign-in provider beside the password form", async () => {
    answer(callApi, {
      'GET /public/invitations/:token': INVITATION,
      'GET /auth/providers': [{ id: '2', label: 'Microsoft' }],
    });
    renderScreen(page, '/invite/abc');
    expect(await screen.findByText(/Layla Haddad invited you \(lucia.nunez@example.es\)/)).toBeTruthy();
    const sso = await screen.findByRole('link', { name: 'Continue with Microsoft' });
    expect(sso.getAttribute('href')).toMatch(/^\/api\/1\/auth\/oidc\/2\/start\?next=%2F/);
    expect(screen.getByRole('button', { name: 'Join ShipDesk' })).toBeTruthy();
  });

  it('shows only the password form when no provider is set', async () => {
    answer(callApi, { 'GET /public/invitations/:token': INVITATION, 'GET /auth/providers': [] });
    renderScreen(page, '/invite/abc');
    expect(await screen.findByRole('button', { name: 'Join ShipDesk' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
  });

  it('says why a link no longer works, in English as the server does and in German from the signed-out part', async () => {
    const gone = () => {
      throw new ApiError(410, 'GONE', INVITATION_MESSAGES.expired);
    };
    answer(callApi, { 'GET /public/invitations/:token': gone, 'GET /auth/providers': [] });
    const { unmount } = renderScreen(page, '/invite/abc');
    expect(await screen.findByText(INVITATION_MESSAGES.expired)).toBeTruthy();
    unmount();

    // Before sign-in only the signed-out part of the catalog is there.
    speak('de', catalogPart(de, 'signed-out'));
    renderScreen(page, '/invite/abc');
    expect(await screen.findByText('Diese Einladung ist abgelaufen: Bitten Sie um eine neue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toBeTruthy();
  });

  it('says in German from the signed-out part that the invited e-mail already has an account', async () => {
    const taken = () => {
      throw new ApiError(409, 'CONFLICT', INVITATION_MESSAGES.accountExists);
    };
    answer(callApi, {
      'GET /public/invitations/:token': INVITATION,
      'GET /auth/providers': [],
      'POST /public/invitations/:token/accept': taken,
    });
    speak('de', catalogPart(de, 'signed-out'));
    renderScreen(page, '/invite/abc');
    await screen.findByRole('button', { name: 'ShipDesk beitreten' });
    typeInto(/^Vorname(\s*\*)?$/, 'Lucía');
    typeInto(/^Nachname(\s*\*)?$/, 'Núñez');
    typeInto(/^Passwort(\s*\*)?$/, 'Fracht-Valencia-2026');
    typeInto(/^Passwort bestätigen(\s*\*)?$/, 'Fracht-Valencia-2026');
    fireEvent.click(screen.getByRole('button', { name: 'ShipDesk beitreten' }));
    expect(await screen.findByText(de['invitation.emailTaken'])).toBeTruthy();
    expect(screen.queryByText(INVITATION_MESSAGES.accountExists)).toBeNull();
  });
});

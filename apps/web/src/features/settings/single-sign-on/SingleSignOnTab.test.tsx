// @vitest-environment happy-dom
import { IDENTITY_PROVIDER_MESSAGES, type IdentityProvider } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { SingleSignOnTab } from './SingleSignOnTab';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

const ENTRA: IdentityProvider = {
  id: 7,
  issuer: 'https://login.microsoftonline.com/contoso/v2.0',
  client_id: 'shipdesk-web',
  has_client_secret: true,
  label: 'Microsoft',
  allowed_domains: ['transportes-peña.es'],
  allow_join: false,
  default_grants: {},
  redirect_uri: 'https://shipdesk.example/api/1/auth/oidc/7/callback',
  version: 1,
  created_at: '2026-05-01T08:00:00Z',
  updated_at: '2026-05-01T08:00:00Z',
};

const list = (data: IdentityProvider[], storable = true) => ({ data, secrets_storable: storable });

describe('Settings → Single sign-on', () => {
  it('lists providers with the redirect URI to register and says when nothing is set up', async () => {
    answer(callApi, { 'GET /identity_providers': list([ENTRA]) });
    renderScreen(<SingleSignOnTab />);
    const table = await screen.findByRole('table', { name: 'Sign-in providers' });
    expect(within(table).getByText('Microsoft')).toBeTruthy();
    expect(within(table).getByText(ENTRA.redirect_uri)).toBeTruthy();
    expect(within(table).getByRole('button', { name: `Copy ${ENTRA.redirect_uri}` })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    answer(callApi, { 'GET /identity_providers': list([]) });
    renderScreen(<SingleSignOnTab />);
    expect(await screen.findByText(/No sign-in providers yet/)).toBeTruthy();
  });

  it('adds a provider that lets a domain join with chosen grants', async () => {
    answer(callApi, {
      'GET /identity_providers': list([]),
      'POST /identity_providers': { ...ENTRA, id: 8, label: 'Google' },
    });
    renderScreen(<SingleSignOnTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sign-in provider' });
    fireEvent.change(within(dialog).getByLabelText(/Issuer URL/), {
      target: { value: 'https://accounts.google.com' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Client ID/), { target: { value: 'abc.apps' } });
    fireEvent.change(within(dialog).getByLabelText(/^Client secret/), { target: { value: 's3cr3t' } });
    fireEvent.change(within(dialog).getByLabelText(/Button label/), { target: { value: 'Google' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: /Allow joining/ }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Contacts View' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add provider' }));
    await waitFor(() => expect(sentTo(callApi, 'POST', '/identity_providers')).toHaveLength(1));
    expect(sentTo(callApi, 'POST', '/identity_providers')[0]!.body).toEqual({
      issuer: 'https://accounts.google.com',
      client_id: 'abc.apps',
      client_secret: 's3cr3t',
      label: 'Google',
      allowed_domains: [],
      allow_join: true,
      default_grants: { contacts: ['view'] },
    });
  });

  it('shows the server’s field message and keeps the dialog open', async () => {
    answer(callApi, {
      'GET /identity_providers': list([]),
      'POST /identity_providers': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid', {
          issuer: IDENTITY_PROVIDER_MESSAGES.issuerHttps,
        });
      },
    });
    renderScreen(<SingleSignOnTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sign-in provider' });
    fireEvent.change(within(dialog).getByLabelText(/Issuer URL/), {
      target: { value: 'http://idp.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add provider' }));
    expect(await within(dialog).findByText(IDENTITY_PROVIDER_MESSAGES.issuerHttps)).toBeTruthy();
  });

  it('editing keeps the stored secret unless a new one is typed', async () => {
    answer(callApi, {
      'GET /identity_providers': list([ENTRA]),
      'PUT /identity_providers/:id': { ...ENTRA, label: 'Entra ID' },
    });
    renderScreen(<SingleSignOnTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Microsoft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Microsoft' });
    expect(within(dialog).getByText('Stored')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Button label/), { target: { value: 'Entra ID' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/identity_providers/:id')).toHaveLength(1));
    const sent = sentTo(callApi, 'PUT', '/identity_providers/:id')[0]!.body as Record<string, unknown>;
    expect(sent.label).toBe('Entra ID');
    expect(sent).not.toHaveProperty('client_secret');
  });

  it('says secrets cannot be stored without SECRET_KEY', async () => {
    answer(callApi, { 'GET /identity_providers': list([], false) });
    renderScreen(<SingleSignOnTab />);
    expect(await screen.findByText('SECRET_KEY is not set')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sign-in provider' });
    expect((within(dialog).getByLabelText(/^Client secret/) as HTMLInputElement).disabled).toBe(true);
  });

  it('deletes after confirmation', async () => {
    answer(callApi, { 'GET /identity_providers': list([ENTRA]), 'DELETE /identity_providers/:id': null });
    renderScreen(<SingleSignOnTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Microsoft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete sign-in provider' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentTo(callApi, 'DELETE', '/identity_providers/:id')).toHaveLength(1));
    expect(sentTo(callApi, 'DELETE', '/identity_providers/:id')[0]!.params).toEqual({ id: 7 });
  });
});

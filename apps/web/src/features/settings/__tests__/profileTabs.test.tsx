// @vitest-environment happy-dom
import { PROFILE_MESSAGES, USER_PROFILE_DEFAULTS } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer, page } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { CurrentSessionContext } from '../../auth/session/CurrentSessionContext';
import { NotificationsTab } from '../profile/NotificationsTab';
import { ProfileTab } from '../profile/ProfileTab';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

// Mantine's autosizing text areas listen for web fonts loading, which happy-dom does not model.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

const PROFILE = {
  ...USER_PROFILE_DEFAULTS,
  id: 3,
  user_id: 1,
  avatar_upload_id: null,
  avatar_url: null,
  bio: 'Operaciones en Valencia',
  currency_preference: 'EUR',
  version: 4,
  created_at: '2026-05-01T08:00:00Z',
  updated_at: '2026-05-01T08:00:00Z',
};

const updates = () => sentTo(callApi, 'PUT', '/user_profiles/:id').map((sent) => sent.body);

const SESSION = { user: { id: 1, email: 'noura@example.com', first_name: 'نورة', last_name: 'الصباح' } };

describe('the profile tabs', () => {
  it('Profile saves the typed bio and says so', async () => {
    answer(callApi, {
      'GET /user_profiles': page([PROFILE]),
      'PUT /user_profiles/:id': { ...PROFILE, bio: 'Operaciones en Kuwait', version: 5 },
      'GET /auth/identities': { has_password: true, identities: [] },
    });
    renderScreen(
      <CurrentSessionContext.Provider value={SESSION as never}>
        <ProfileTab />
      </CurrentSessionContext.Provider>,
    );
    const bio = await screen.findByLabelText('Bio');
    expect((bio as HTMLTextAreaElement).value).toBe('Operaciones en Valencia');
    fireEvent.change(bio, { target: { value: 'Operaciones en Kuwait' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeTruthy();
    expect(updates()).toEqual([{ bio: 'Operaciones en Kuwait' }]);
  });

  it('a notification toggle saves at once, and a refused save is said and taken back', async () => {
    answer(callApi, {
      'GET /user_profiles': page([PROFILE]),
      'PUT /user_profiles/:id': () => {
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'down');
      },
    });
    renderScreen(<NotificationsTab />);
    const alerts = await screen.findByRole('switch', { name: /System alerts/ });
    fireEvent.click(alerts);
    await waitFor(() => expect(updates()).toEqual([{ notification_system_alerts: false }]));
    expect(await screen.findByText(PROFILE_MESSAGES.notificationUpdateFailed)).toBeTruthy();
    await waitFor(() => expect((alerts as HTMLInputElement).checked).toBe(true));
  });
});

// @vitest-environment happy-dom
import { USER_PROFILE_DEFAULTS } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePreferences } from '../../../app/ProfilePreferences';
import { callApi } from '../../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer, page } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { PreferencesTab } from '../profile/PreferencesTab';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

const PROFILE = {
  ...USER_PROFILE_DEFAULTS,
  id: 3,
  user_id: 1,
  avatar_upload_id: null,
  avatar_url: null,
  version: 4,
  created_at: '2026-05-01T08:00:00Z',
  updated_at: '2026-05-01T08:00:00Z',
};

describe('the Preferences language', () => {
  it('switches every screen to Deutsch at once, without a reload, and is remembered for the next start', async () => {
    answer(callApi, {
      'GET /user_profiles': page([PROFILE]),
      'PUT /user_profiles/:id': { ...PROFILE, language: 'de', version: 5 },
    });
    renderScreen(
      <>
        <ProfilePreferences />
        <PreferencesTab />
      </>,
    );
    expect(await screen.findByText('Localization')).toBeTruthy();
    const language = (await screen.findAllByLabelText('Language')).find((e) => e.tagName === 'INPUT')!;
    fireEvent.click(language);
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch', hidden: true }));

    // The German catalog is its own chunk, fetched on the switch: a busy machine may take a moment.
    expect(await screen.findByText('Sprache und Region', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Darstellung')).toBeTruthy();
    expect(screen.queryByText('Localization')).toBeNull();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('shipdesk-language')).toBe('de');
    await waitFor(() =>
      expect(sentTo(callApi, 'PUT', '/user_profiles/:id').map((sent) => sent.body)).toEqual([
        { language: 'de' },
      ]),
    );
  });
});

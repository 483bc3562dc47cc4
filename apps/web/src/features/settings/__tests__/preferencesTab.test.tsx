// @vitest-environment happy-dom
import { USER_PROFILE_DEFAULTS } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  timezone: 'Europe/Madrid',
  version: 4,
  created_at: '2026-05-01T08:00:00Z',
  updated_at: '2026-05-01T08:00:00Z',
};

/** The select's text box (its option list carries the same label). */
async function timeZoneInput(): Promise<HTMLInputElement> {
  const labelled = await screen.findAllByLabelText('Timezone');
  return labelled.find((element) => element.tagName === 'INPUT') as HTMLInputElement;
}

/** The labels of the zones the select's list shows once it has filtered on `search`. */
async function zonesShownFor(input: HTMLInputElement, search: string): Promise<HTMLElement[]> {
  // Typing happens in the focused box: Mantine takes a change to an unfocused one for autofill.
  input.focus();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: search } });
  let shown: HTMLElement[] = [];
  await waitFor(() => {
    const list = screen.getAllByLabelText('Timezone', { selector: '[role=listbox]' })[0]!;
    shown = within(list).getAllByRole('option', { hidden: true });
    expect(shown.every((option) => option.textContent?.includes(search))).toBe(true);
  });
  return shown;
}

describe('the Preferences time zone', () => {
  it('offers every zone with its UTC offset: typing Tokyo finds Asia/Tokyo, and picking it saves it', async () => {
    answer(callApi, {
      'GET /user_profiles': page([PROFILE]),
      'PUT /user_profiles/:id': { ...PROFILE, timezone: 'Asia/Tokyo', version: 5 },
    });
    renderScreen(<PreferencesTab />);
    const zone = await timeZoneInput();
    expect(zone.value).toMatch(/^Europe\/Madrid \(UTC\+0[12]:00\)$/);
    const options = await zonesShownFor(zone, 'Tokyo');
    expect(options.map((option) => option.textContent)).toEqual(['Asia/Tokyo (UTC+09:00)']);
    fireEvent.click(options[0]!);
    await waitFor(() =>
      expect(sentTo(callApi, 'PUT', '/user_profiles/:id').map((sent) => sent.body)).toEqual([
        { timezone: 'Asia/Tokyo' },
      ]),
    );
  });

  it('finds a zone by its offset and offers zones of every region', async () => {
    answer(callApi, { 'GET /user_profiles': page([PROFILE]) });
    renderScreen(<PreferencesTab />);
    const zone = await timeZoneInput();
    const options = await zonesShownFor(zone, 'UTC+05:30');
    const found = options.map((option) => option.textContent);
    // The runtime names India's zone Asia/Kolkata or, with older time zone data, Asia/Calcutta.
    expect(found.some((label) => /^Asia\/(Kolkata|Calcutta) \(UTC\+05:30\)$/.test(label ?? ''))).toBe(true);
    expect(found.every((label) => label?.endsWith('(UTC+05:30)'))).toBe(true);
  });
});

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

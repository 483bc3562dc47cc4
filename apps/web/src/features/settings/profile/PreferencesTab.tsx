import {
  DATE_FORMATS,
  DEFAULT_DISPLAY_PREFERENCES,
  formatCalendarDate,
  LANGUAGE_OPTIONS,
  PROFILE_CURRENCIES,
  PROFILE_MESSAGES,
  TIMEZONE_OPTIONS,
  type UserProfileUpdate,
} from '@freight/domain';
import { Paper, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery } from '../../../shared/preferences/ownProfileQuery';
import { useUpdateOwnProfile } from '../../../shared/preferences/useUpdateOwnProfile';
import { CenteredLoader } from '../../../shared/ui/CenteredLoader';
import { SettingsMessage } from '../SettingsMessage';
import { useTimedMessage } from '../useTimedMessage';

const SUCCESS_MS = 3000;
const EXAMPLE_DAY = '2026-12-31';

const themeOptions = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];
const dateFormatOptions = DATE_FORMATS.map((format) => ({
  value: format,
  label: `${format} (${formatCalendarDate(EXAMPLE_DAY, { ...DEFAULT_DISPLAY_PREFERENCES, date_format: format })})`,
}));
const timeFormatOptions = [
  { value: '12h', label: '12-hour (3:05 PM)' },
  { value: '24h', label: '24-hour (15:05)' },
];
const timezoneOptions = TIMEZONE_OPTIONS.map(({ value, label }) => ({ value, label }));
const languageOptions = LANGUAGE_OPTIONS.map(({ value, label }) => ({ value, label }));
const currencyOptions = [...PROFILE_CURRENCIES];

/**
 * Appearance and Localization: each choice applies at once across the app (theme, sidebar,
 * how dates, times and numbers are written) and goes back if the save fails.
 */
export function PreferencesTab() {
  const profile = useQuery(ownProfileQuery);
  const update = useUpdateOwnProfile();
  const [message, show] = useTimedMessage();

  if (profile.isPending) return <CenteredLoader label="Loading preferences..." />;
  if (profile.isError) {
    return <SettingsMessage message={{ tone: 'error', text: PROFILE_MESSAGES.preferencesLoadFailed }} />;
  }
  const prefs = profile.data;

  const change = (changes: UserProfileUpdate) =>
    update.mutate(changes, {
      onSuccess: () => show({ tone: 'success', text: PROFILE_MESSAGES.preferencesUpdated }, SUCCESS_MS),
      onError: () => show({ tone: 'error', text: PROFILE_MESSAGES.preferenceUpdateFailed }),
    });
  const choose =
    <K extends keyof UserProfileUpdate>(field: K) =>
    (value: string | null) => {
      if (value !== null && value !== prefs[field as keyof typeof prefs]) {
        change({ [field]: value } as UserProfileUpdate);
      }
    };

  return (
    <Stack gap="lg" maw={720}>
      <SettingsMessage message={message} />
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={3} size="h4">
            Appearance
          </Title>
          <div>
            <Text size="sm" fw={500} id="theme-label" mb={4}>
              Theme
            </Text>
            <SegmentedControl
              aria-labelledby="theme-label"
              data={themeOptions}
              value={prefs.theme}
              onChange={choose('theme')}
            />
            <Text size="xs" c="dimmed" mt={4}>
              System follows your device's light or dark setting.
            </Text>
          </div>
          <Switch
            label="Collapse the sidebar"
            description="Show the menu as icons only, leaving more room for the screen"
            checked={prefs.sidebar_collapsed}
            onChange={(event) => change({ sidebar_collapsed: event.currentTarget.checked })}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <div>
            <Title order={3} size="h4">
              Localization
            </Title>
            <Text size="sm" c="dimmed">
              How dates, times and numbers are written; the screens stay in English.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Timezone"
              data={timezoneOptions}
              value={prefs.timezone}
              onChange={choose('timezone')}
              allowDeselect={false}
            />
            <Select
              label="Language"
              data={languageOptions}
              value={prefs.language}
              onChange={choose('language')}
              allowDeselect={false}
            />
            <Select
              label="Date format"
              data={dateFormatOptions}
              value={prefs.date_format}
              onChange={choose('date_format')}
              allowDeselect={false}
            />
            <Select
              label="Time format"
              data={timeFormatOptions}
              value={prefs.time_format}
              onChange={choose('time_format')}
              allowDeselect={false}
            />
            <Select
              label="Currency"
              data={currencyOptions}
              value={prefs.currency_preference}
              onChange={choose('currency_preference')}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Stack>
      </Paper>
    </Stack>
  );
}

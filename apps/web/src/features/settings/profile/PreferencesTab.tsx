import { PROFILE_MESSAGES, type UserProfile, type UserProfileUpdate } from '@freight/domain';
import { SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { SettingsMessage } from '../SettingsMessage';
import { ownProfileTab } from './OwnProfileTab';
import { LOCALIZATION_CHOICES, THEME_OPTIONS } from './preferenceOptions';
import { SettingsPanel } from './SettingsPanel';
import { useOwnProfileChange } from './useOwnProfileChange';

/**
 * Appearance and Localization: each choice applies at once across the app (theme, sidebar,
 * how dates, times and numbers are written) and goes back if the save fails.
 */
export const PreferencesTab = ownProfileTab(PreferenceChoices, {
  loading: 'Loading preferences...',
  loadFailed: PROFILE_MESSAGES.preferencesLoadFailed,
});

function PreferenceChoices({ profile: prefs }: { profile: UserProfile }) {
  const [message, change] = useOwnProfileChange({
    saved: PROFILE_MESSAGES.preferencesUpdated,
    failed: PROFILE_MESSAGES.preferenceUpdateFailed,
  });
  /** A pick that differs from what is stored is saved; picking the current value again sends nothing. */
  const choose = (field: keyof UserProfileUpdate) => (value: string | null) => {
    if (value !== null && value !== prefs[field as keyof UserProfile]) change({ [field]: value });
  };

  return (
    <Stack gap="lg" maw={720}>
      <SettingsMessage message={message} />
      <SettingsPanel title="Appearance">
        <div>
          <Text size="sm" fw={500} id="theme-label" mb={4}>
            Theme
          </Text>
          <SegmentedControl
            aria-labelledby="theme-label"
            data={THEME_OPTIONS}
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
      </SettingsPanel>
      <SettingsPanel
        title="Localization"
        description="How dates, times and numbers are written; the screens stay in English."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {LOCALIZATION_CHOICES.map(({ field, label, options, searchable }) => {
            const saved = String(prefs[field as keyof UserProfile]);
            return (
              <Select
                key={field}
                label={label}
                data={typeof options === 'function' ? options(saved) : options}
                value={saved}
                onChange={choose(field)}
                allowDeselect={false}
                searchable={searchable}
                nothingFoundMessage={searchable ? 'No zone matches' : undefined}
                comboboxProps={searchable ? { withinPortal: true } : undefined}
              />
            );
          })}
        </SimpleGrid>
      </SettingsPanel>
    </Stack>
  );
}

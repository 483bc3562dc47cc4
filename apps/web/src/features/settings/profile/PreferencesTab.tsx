import { PROFILE_MESSAGES, type UserProfile, type UserProfileUpdate } from '@freight/domain';
import { SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { type Translate, useT } from '../../../shared/i18n/useT';
import { SettingsMessage } from '../SettingsMessage';
import { ownProfileTab } from './OwnProfileTab';
import { LOCALIZATION_CHOICES, type LocalizationChoice, THEME_OPTIONS } from './preferenceOptions';
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

/** A choice's options for its select, their message labels translated. */
function selectData(options: LocalizationChoice['options'], saved: string, t: Translate) {
  if (typeof options === 'function') return options(saved);
  return options.map((option) =>
    typeof option === 'object' && 'labelId' in option
      ? { value: option.value, label: t(option.labelId, { example: option.example }) }
      : option,
  );
}

function PreferenceChoices({ profile: prefs }: { profile: UserProfile }) {
  const t = useT();
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
      <SettingsPanel title={t('preferences.appearance')}>
        <div>
          <Text size="sm" fw={500} id="theme-label" mb={4}>
            {t('preferences.theme')}
          </Text>
          <SegmentedControl
            aria-labelledby="theme-label"
            data={THEME_OPTIONS.map(({ value, labelId }) => ({ value, label: t(labelId) }))}
            value={prefs.theme}
            onChange={choose('theme')}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {t('preferences.themeHint')}
          </Text>
        </div>
        <Switch
          label={t('preferences.collapseSidebar')}
          description={t('preferences.collapseSidebarHint')}
          checked={prefs.sidebar_collapsed}
          onChange={(event) => change({ sidebar_collapsed: event.currentTarget.checked })}
        />
      </SettingsPanel>
      <SettingsPanel title={t('preferences.localization')} description={t('preferences.localizationHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {LOCALIZATION_CHOICES.map(({ field, labelId, options, searchable }) => {
            const saved = String(prefs[field as keyof UserProfile]);
            return (
              <Select
                key={field}
                label={t(labelId)}
                data={selectData(options, saved, t)}
                value={saved}
                onChange={choose(field)}
                allowDeselect={false}
                searchable={searchable}
                nothingFoundMessage={searchable ? t('preferences.noZoneMatches') : undefined}
                comboboxProps={searchable ? { withinPortal: true } : undefined}
              />
            );
          })}
        </SimpleGrid>
      </SettingsPanel>
    </Stack>
  );
}

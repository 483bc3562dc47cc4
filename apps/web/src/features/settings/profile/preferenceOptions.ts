import {
  DATE_FORMATS,
  DEFAULT_DISPLAY_PREFERENCES,
  formatCalendarDate,
  LANGUAGE_OPTIONS,
  PROFILE_CURRENCIES,
  TIMEZONE_OPTIONS,
  type UserProfileUpdate,
} from '@freight/domain';

const EXAMPLE_DAY = '2026-12-31';

export const THEME_OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

type Option = string | { value: string; label: string };

/** The Localization panel's choices, in the order shown: each is saved to its profile field when picked. */
export const LOCALIZATION_CHOICES: { field: keyof UserProfileUpdate; label: string; options: Option[] }[] = [
  {
    field: 'timezone',
    label: 'Timezone',
    options: TIMEZONE_OPTIONS.map(({ value, label }) => ({ value, label })),
  },
  {
    field: 'language',
    label: 'Language',
    options: LANGUAGE_OPTIONS.map(({ value, label }) => ({ value, label })),
  },
  {
    field: 'date_format',
    label: 'Date format',
    options: DATE_FORMATS.map((format) => ({
      value: format,
      label: `${format} (${formatCalendarDate(EXAMPLE_DAY, { ...DEFAULT_DISPLAY_PREFERENCES, date_format: format })})`,
    })),
  },
  {
    field: 'time_format',
    label: 'Time format',
    options: [
      { value: '12h', label: '12-hour (3:05 PM)' },
      { value: '24h', label: '24-hour (15:05)' },
    ],
  },
  { field: 'currency_preference', label: 'Currency', options: [...PROFILE_CURRENCIES] },
];

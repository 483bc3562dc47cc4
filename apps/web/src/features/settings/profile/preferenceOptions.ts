import {
  DATE_FORMATS,
  DEFAULT_DISPLAY_PREFERENCES,
  formatCalendarDate,
  LANGUAGE_OPTIONS,
  PROFILE_CURRENCIES,
  TIME_ZONES,
  type UserProfileUpdate,
  utcOffsetLabel,
} from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';

const EXAMPLE_DAY = '2026-12-31';

export const THEME_OPTIONS: { value: string; labelId: MessageId }[] = [
  { value: 'light', labelId: 'preferences.themeLight' },
  { value: 'dark', labelId: 'preferences.themeDark' },
  { value: 'auto', labelId: 'preferences.themeSystem' },
];

type Option = string | { value: string; label: string };
type OptionGroup = { group: string; items: { value: string; label: string }[] };

/**
 * Every IANA time zone, grouped by region ('Asia', 'America', ...) and labelled with its offset from UTC
 * today, so 'Tokyo' and '+09' both find Asia/Tokyo. A saved zone this browser names differently (an alias)
 * is added, so the select still shows it.
 */
export function timeZoneOptions(saved?: string): OptionGroup[] {
  const key = saved ?? '';
  const known = builtOptions.get(key);
  if (known) return known;
  const zones = saved && !TIME_ZONES.includes(saved) ? [saved, ...TIME_ZONES] : TIME_ZONES;
  const groups = new Map<string, OptionGroup['items']>();
  for (const zone of zones) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'UTC';
    const items = groups.get(region) ?? [];
    items.push({ value: zone, label: `${zone.replaceAll('_', ' ')} (${utcOffsetLabel(zone)})` });
    groups.set(region, items);
  }
  const options = [...groups].map(([group, items]) => ({ group, items }));
  builtOptions.set(key, options);
  return options;
}

// Labelling 400 zones takes a moment, so the list is built once per saved zone.
const builtOptions = new Map<string, OptionGroup[]>();

/** One select of the Localization panel. */
export interface LocalizationChoice {
  field: keyof UserProfileUpdate;
  labelId: MessageId;
  /** Options whose label is a message (the time formats) give its id; the screen translates it. */
  options:
    | (Option | { value: string; labelId: MessageId; example: string })[]
    | ((saved: string) => OptionGroup[]);
  searchable?: boolean;
}

/** The Localization panel's choices, in the order shown: each is saved to its profile field when picked. */
export const LOCALIZATION_CHOICES: LocalizationChoice[] = [
  { field: 'timezone', labelId: 'preferences.timezone', options: timeZoneOptions, searchable: true },
  {
    field: 'language',
    labelId: 'preferences.language',
    options: LANGUAGE_OPTIONS.map(({ value, label }) => ({ value, label })),
  },
  {
    field: 'date_format',
    labelId: 'preferences.dateFormat',
    options: DATE_FORMATS.map((format) => ({
      value: format,
      label: `${format} (${formatCalendarDate(EXAMPLE_DAY, { ...DEFAULT_DISPLAY_PREFERENCES, date_format: format })})`,
    })),
  },
  {
    field: 'time_format',
    labelId: 'preferences.timeFormat',
    options: [
      { value: '12h', labelId: 'preferences.twelveHour', example: '3:05 PM' },
      { value: '24h', labelId: 'preferences.twentyFourHour', example: '15:05' },
    ],
  },
  { field: 'currency_preference', labelId: 'preferences.currency', options: [...PROFILE_CURRENCIES] },
];

import type { Setting } from './setting';
import { readSettingValue, SETTING_DEFAULTS } from './setting-values';

type Scoped = Pick<Setting, 'setting_key' | 'is_global'>;

/**
 * The settings in force for a user, one per key: their own setting where they have one, else the global one
 * with that key, so a user's own choice beats the company default. Sorted by key.
 */
export function effectiveSettings<S extends Scoped>(settings: readonly S[]): S[] {
  const byKey = new Map<string, S>();
  for (const setting of settings) {
    const held = byKey.get(setting.setting_key);
    if (!held || (held.is_global && !setting.is_global)) byKey.set(setting.setting_key, setting);
  }
  return [...byKey.values()].sort((a, b) => a.setting_key.localeCompare(b.setting_key));
}

/** The fewest and most rows a list shows per page when it follows the 'items per page' setting. */
const ITEMS_PER_PAGE_RANGE = { min: 5, max: 200 } as const;

/**
 * The page size of lists that have no fixed size of their own: the `items_per_page` setting in force, when it is a
 * whole number within ITEMS_PER_PAGE_RANGE; 25 otherwise.
 */
export function itemsPerPage(
  settings: readonly Pick<Setting, 'setting_key' | 'is_global' | 'setting_type' | 'setting_value'>[],
): number {
  const setting = effectiveSettings(settings).find((s) => s.setting_key === 'items_per_page');
  const fallback = SETTING_DEFAULTS.items_per_page;
  if (!setting) return fallback;
  const value = readSettingValue('number', setting.setting_value, fallback);
  const { min, max } = ITEMS_PER_PAGE_RANGE;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;
}

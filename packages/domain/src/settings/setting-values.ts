import { SETTING_MESSAGES, type SettingType } from './setting';

/** What a setting reads as when it is missing (theme light, language en, notifications off, 25 per page). */
export const SETTING_DEFAULTS = {
  theme: 'light',
  language: 'en',
  notifications: false,
  items_per_page: 25,
} as const;

/** The type a written value has: boolean, number, array, an object as json, anything else string. */
export function inferSettingType(value: unknown): SettingType {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (Array.isArray(value)) return 'array';
  if (value !== null && typeof value === 'object') return 'json';
  return 'string';
}

/** The stored text of a written value: text as it is, anything else as JSON. */
export function settingText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Why `text` cannot be stored as `type`, or undefined when it can: a number must be numeric, a boolean
 * 'true' or 'false', json parseable and an array a JSON array.
 */
export function settingValueProblem(type: SettingType, text: string): string | undefined {
  switch (type) {
    case 'string':
      return undefined;
    case 'number':
      return text.trim() !== '' && Number.isFinite(Number(text)) ? undefined : SETTING_MESSAGES.notANumber;
    case 'boolean':
      return text === 'true' || text === 'false' ? undefined : SETTING_MESSAGES.notABoolean;
    case 'json':
      return parsesAs(text, () => true) ? undefined : SETTING_MESSAGES.notJson;
    case 'array':
      return parsesAs(text, Array.isArray) ? undefined : SETTING_MESSAGES.notAnArray;
  }
}

function parsesAs(text: string, accept: (value: unknown) => boolean): boolean {
  try {
    return accept(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * A stored setting read by its type: boolean is true only for 'true'; number is the numeric
 * value (the default when not numeric); json and array are parsed, falling back to the default when they do
 * not parse (or an array is not one); string is the text.
 */
export function readSettingValue(type: SettingType, text: string, fallback?: unknown): unknown {
  switch (type) {
    case 'boolean':
      return text === 'true';
    case 'number': {
      const n = Number(text);
      return text.trim() !== '' && Number.isFinite(n) ? n : fallback;
    }
    case 'json':
    case 'array':
      try {
        const parsed: unknown = JSON.parse(text);
        return type === 'array' && !Array.isArray(parsed) ? fallback : parsed;
      } catch {
        return fallback;
      }
    case 'string':
      return text;
  }
}

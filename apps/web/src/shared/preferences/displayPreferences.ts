import {
  DATE_FORMATS,
  DEFAULT_DISPLAY_PREFERENCES,
  type DisplayPreferences,
  isTimeZone,
  LANGUAGES,
  TIME_FORMATS,
} from '@freight/domain';

type Listener = () => void;

// The last preferences are kept in the browser, so a reload formats with them before the profile arrives.
const STORAGE_KEY = 'shipdesk-display-preferences';

function stored(): DisplayPreferences {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as DisplayPreferences | null;
    const valid =
      saved !== null &&
      isTimeZone(saved.timezone) &&
      (LANGUAGES as readonly string[]).includes(saved.language) &&
      DATE_FORMATS.includes(saved.date_format) &&
      TIME_FORMATS.includes(saved.time_format);
    return valid ? saved : DEFAULT_DISPLAY_PREFERENCES;
  } catch {
    return DEFAULT_DISPLAY_PREFERENCES;
  }
}

let current: DisplayPreferences = stored();
const listeners = new Set<Listener>();

/**
 * The signed-in user's date, time and number preferences, for every formatter of the app. A small store
 * rather than a React context, so plain formatting functions (table cells, activity sentences) read it too;
 * components that must redraw when it changes subscribe with `useDisplayPreferences`.
 */
export const displayPreferences = {
  get: (): DisplayPreferences => current,
  set(next: DisplayPreferences): void {
    if (
      next.timezone === current.timezone &&
      next.language === current.language &&
      next.date_format === current.date_format &&
      next.time_format === current.time_format
    ) {
      return;
    }
    current = next;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private browsing without storage: the profile still applies once it is read.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

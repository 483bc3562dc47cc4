import { DEFAULT_DISPLAY_PREFERENCES, type DisplayPreferences } from '@freight/domain';
import { afterEach } from 'vitest';
import { displayPreferences } from '../shared/preferences/displayPreferences';

/**
 * Makes the signed-in user's preferences differ from the defaults for one test (the date format most of
 * all); after each test of the file they are the defaults again.
 */
export function preferDisplay(changes: Partial<DisplayPreferences>): void {
  displayPreferences.set({ ...DEFAULT_DISPLAY_PREFERENCES, ...changes });
}

afterEach(() => displayPreferences.set(DEFAULT_DISPLAY_PREFERENCES));

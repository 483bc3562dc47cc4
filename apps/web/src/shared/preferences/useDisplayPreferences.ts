import type { DisplayPreferences } from '@freight/domain';
import { useSyncExternalStore } from 'react';
import { displayPreferences } from './displayPreferences';

/** The current date, time and number preferences; the component redraws when they change. */
export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore(displayPreferences.subscribe, displayPreferences.get);
}

import { useSyncExternalStore } from 'react';
import { i18n, type MessageId } from './i18n';

/** Translates one message of the catalogs by its id, ICU placeholders and plurals filled from `values`. */
export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** Translates in the active language, outside React too (a notification text built in a mutation's callback). */
export const translate: Translate = (id, values) => i18n._(id, values);

const subscribe = (redraw: () => void) => i18n.on('change', redraw);
const activeLanguage = () => i18n.locale;

/**
 * The translate function of a component, which re-renders when the language changes. Message ids are literal
 * strings at the call (`t('nav.contacts')`) so the catalog check (apps/web/scripts/i18n-check.ts) sees every
 * message in use.
 */
export function useT(): Translate {
  useSyncExternalStore(subscribe, activeLanguage);
  return translate;
}

import { type ReactNode, useEffect, useState } from 'react';
import { activateLanguage, i18n, startingLanguage } from './i18n';

// Started as the app's code is evaluated, so the catalog downloads alongside the first screen's chunk.
const firstLanguage = i18n.locale ? Promise.resolve() : activateLanguage(startingLanguage());

/**
 * Holds the app back until the starting language's catalog has arrived (a few kilobytes, fetched in parallel
 * with the first screen), so no screen flashes in the wrong language. A later switch (activateLanguage)
 * redraws every reader of useT in place, without a reload.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(Boolean(i18n.locale));
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => live && setReady(true);
    // A catalog that fails to download leaves the app in English rather than blank.
    firstLanguage.then(done, () => activateLanguage('en').then(done, done));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : null;
}

import { type ReactNode, useEffect, useState } from 'react';
import { CenteredLoader } from '../ui/CenteredLoader';
import { loadAppMessages } from './i18n';
import { useT } from './useT';

/**
 * Holds the signed-in app back until the app part of the catalog has arrived (the login page fetched only the
 * signed-out part, catalogParts.ts), so no screen shows a message id. A part that fails to download still lets
 * the app in: its screens then read the ids, which beats a blank window.
 */
export function AppMessages({ children }: { children: ReactNode }) {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => live && setReady(true);
    loadAppMessages().then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return ready ? children : <CenteredLoader fullScreen label={t('login.loadingApp')} />;
}

import { RequireAuth } from '../features/auth/session/RequireAuth';
import { AppMessages } from '../shared/i18n/AppMessages';
import { LiveUpdates } from '../shared/live/LiveUpdates';
import { AppLayout } from './shell/AppLayout';

/** The signed-in frame behind the session check; one chunk, so the login page never downloads it. */
export function SignedInShell() {
  return (
    <RequireAuth>
      <AppMessages>
        <LiveUpdates />
        <AppLayout />
      </AppMessages>
    </RequireAuth>
  );
}

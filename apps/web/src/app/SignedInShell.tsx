import { RequireAuth } from '../features/auth/session/RequireAuth';
import { LiveUpdates } from '../shared/live/LiveUpdates';
import { AppLayout } from './shell/AppLayout';

/** The signed-in frame behind the session check; one chunk, so the login page never downloads it. */
export function SignedInShell() {
  return (
    <RequireAuth>
      <LiveUpdates />
      <AppLayout />
    </RequireAuth>
  );
}

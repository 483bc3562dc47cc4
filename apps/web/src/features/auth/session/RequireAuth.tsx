import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CenteredLoader } from '../../../shared/ui/CenteredLoader';
import { CurrentSessionContext } from './CurrentSessionContext';
import { loginPathFor } from './postLoginPath';
import { SessionUnavailable } from './SessionUnavailable';
import { useSession } from './useSession';

const ChooseNewPasswordPage = lazy(() =>
  import('../password/ChooseNewPasswordPage').then((module) => ({ default: module.ChooseNewPasswordPage })),
);

/** Renders its children only for a signed-in user; anyone else goes to /login and comes back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <CenteredLoader fullScreen label="Loading ShipDesk..." />;
  // A temporary password: the server allows nothing else until it is changed.
  if (session.data?.must_change_password) {
    return (
      <Suspense fallback={<CenteredLoader fullScreen label="Loading ShipDesk..." />}>
        <ChooseNewPasswordPage session={session.data} />
      </Suspense>
    );
  }
  // A failed background re-check keeps a known session: a network blip should not throw the user out.
  if (session.data) return <CurrentSessionContext value={session.data}>{children}</CurrentSessionContext>;
  if (session.isError) {
    return (
      <SessionUnavailable
        error={session.error}
        retrying={session.isFetching}
        onRetry={() => session.refetch()}
      />
    );
  }
  return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
}

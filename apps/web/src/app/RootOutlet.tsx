import { Outlet, useMatches, useNavigation } from 'react-router';
import { CenteredLoader } from '../shared/ui/CenteredLoader';
import { SCREEN_LOADER_DELAY_MS } from './screenLoaderDelay';
import { SHELL_ROUTE_ID } from './shellRouteId';
import { useDelayedFlag } from './useDelayedFlag';

/**
 * Outside the shell (the login page, or the moment after signing in, when the login page has nothing left to
 * show) a screen whose code is still downloading gets a full-window loader. Inside the shell, ScreenOutlet
 * shows one in the content area instead, so the sidebar stays put.
 */
export function RootOutlet() {
  const navigation = useNavigation();
  const insideShell = useMatches().some((match) => match.id === SHELL_ROUTE_ID);
  const showLoader = useDelayedFlag(navigation.state === 'loading' && !insideShell, SCREEN_LOADER_DELAY_MS);
  if (showLoader) return <CenteredLoader fullScreen label="Loading ShipDesk..." />;
  return <Outlet />;
}

import { Outlet, useNavigation } from 'react-router';
import { CenteredLoader } from '../shared/ui/CenteredLoader';
import { SCREEN_LOADER_DELAY_MS } from './screenLoaderDelay';
import { useDelayedFlag } from './useDelayedFlag';

/**
 * The shell's content area. A navigation is "loading" while the next screen's code downloads (once per
 * screen; the routes have no loaders): past a short delay, a loader stands in for the screen being left, so
 * a click on a slow connection visibly does something.
 */
export function ScreenOutlet() {
  const navigation = useNavigation();
  const showLoader = useDelayedFlag(navigation.state === 'loading', SCREEN_LOADER_DELAY_MS);
  if (showLoader) return <CenteredLoader label="Loading..." />;
  return <Outlet />;
}

import type { QuotationStatus } from '@freight/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login/LoginPage';
import { CenteredLoader } from '../shared/ui/CenteredLoader';
import { RouteErrorScreen } from './errors/RouteErrorScreen';
import { RootOutlet } from './RootOutlet';
import { ScreenOutlet } from './ScreenOutlet';
import { type PathScreen, screenLoaders, screenPaths } from './screenLoaders';
import { SHELL_ROUTE_ID } from './shellRouteId';

// Every screen behind sign-in is its own chunk, fetched on first visit (route `lazy`), and so is the shell:
// the login page downloads none of them. The router fetches a page's chunk and the shell's in parallel. A
// chunk that fails to download (a deploy replaced it, the network dropped) rejects the route's `lazy`, which
// the router hands to the nearest errorElement like any other route error. That takes the function form of
// `lazy`: React Router drops a failure of the object form (`lazy: { Component }`) on a route without a
// loader, and the screen stays blank.
//
// The login page itself is in the startup chunk: it is the first screen of every signed-out visit, and the
// libraries it uses are ones nearly every screen needs. Measured, a separate login chunk split those
// libraries into a dozen small files that made every screen heavier (docs/decisions.md).

const redirectTo = (to: string) => <Navigate to={to} replace />;

/** Old public test pages; they now lead to the admin-only Diagnostics page (docs/decisions.md). */
const legacyTestPages = ['test-auth', 'test-logo', 'test-quotation', 'test-contacts', 'test-documents-api'];

/** The six Logistics list pages share one screen, keyed by status so switching lists starts afresh. */
const statusListPaths: Record<string, QuotationStatus> = {
  'pending-quotations': 'Pending',
  'working-quotations': 'Working',
  'on-client-review': 'OnClientReview',
  'active-orders': 'Active',
  'completed-orders': 'Completed',
  'cancelled-orders': 'Cancelled',
};

/** Addresses that lead elsewhere: old names and the bare section paths. */
const redirects: Record<string, string> = {
  crm: '/support',
  quotations: '/pending-quotations',
  ...Object.fromEntries(legacyTestPages.map((path) => [path, '/diagnostics'])),
  '*': '/pending-quotations',
};

/** A screen at `path`, its component fetched by `load` as its own chunk, in the function form of `lazy`. */
function screen(path: string, load: () => Promise<React.ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

function statusList([path, status]: [string, QuotationStatus]): RouteObject {
  return {
    path,
    lazy: async () => {
      const QuotationStatusListPage = await screenLoaders.quotationStatusList();
      return { element: <QuotationStatusListPage key={status} status={status} /> };
    },
  };
}

/** Every screen behind sign-in, from the tables above and `screenPaths`. */
const signedInRoutes: RouteObject[] = [
  { index: true, element: redirectTo('/dashboard') },
  ...Object.entries(screenPaths).flatMap(([name, paths]) =>
    paths.map((path) => screen(path, screenLoaders[name as PathScreen])),
  ),
  ...Object.entries(statusListPaths).map(statusList),
  ...Object.entries(redirects).map(([path, to]) => ({ path, element: redirectTo(to) })),
];

export const routes: RouteObject[] = [
  {
    Component: RootOutlet,
    // Shown on the first load while the matched screen's code downloads.
    hydrateFallbackElement: <CenteredLoader fullScreen label="Loading ShipDesk..." />,
    // Catches failures of the login page and of the shell itself.
    errorElement: <RouteErrorScreen fullScreen />,
    children: [
      { path: '/login', Component: LoginPage },
      // The pages of e-mailed links (a password reset, an invitation, docs/api.md): signed out, one chunk
      // (see signedOutLinkPages.ts); an invitation ends signed in.
      screen('/reset-password', () =>
        import('../features/invitations/signedOutLinkPages').then((m) => m.ResetPasswordPage),
      ),
      screen('/invite/:token', () =>
        import('../features/invitations/signedOutLinkPages').then((m) => m.InvitationPage),
      ),
      // A client's acceptance link of a sent quote (docs/api.md): signed out, its own chunk.
      screen('/q/:token', () =>
        import('../features/public-quote/PublicQuotePage').then((m) => m.PublicQuotePage),
      ),
      // A customer's tracking link of a shipment (docs/api.md): signed out, its own chunk.
      screen('/t/:token/*', () =>
        import('../features/public-tracking/PublicTrackingPage').then((m) => m.PublicTrackingPage),
      ),
      {
        id: SHELL_ROUTE_ID,
        path: '/',
        lazy: async () => ({ Component: (await import('./SignedInShell')).SignedInShell }),
        // A failing page shows its error inside the shell, so the sidebar still offers a way out.
        children: [{ Component: ScreenOutlet, errorElement: <RouteErrorScreen />, children: signedInRoutes }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

import type { QuotationStatus } from '@freight/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { CenteredLoader } from '../shared/ui/CenteredLoader';
import { RouteErrorScreen } from './errors/RouteErrorScreen';
import { RootOutlet } from './RootOutlet';
import { ScreenOutlet } from './ScreenOutlet';
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
const statusList = (path: string, status: QuotationStatus): RouteObject => ({
  path,
  lazy: async () => {
    const { QuotationStatusListPage } = await import('../features/quotations/list/QuotationStatusListPage');
    return { element: <QuotationStatusListPage key={status} status={status} /> };
  },
});

/**
 * A screen at `path` whose component `name` is exported by the module `load` imports: its own chunk, in the
 * function form of `lazy` (see above).
 */
function screen<M>(path: string, load: () => Promise<M>, name: keyof M & string): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] as React.ComponentType }) };
}

/** Every screen behind sign-in. */
const signedInRoutes: RouteObject[] = [
  { index: true, element: redirectTo('/dashboard') },
  screen('dashboard', () => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
  screen('contacts', () => import('../features/contacts/ContactsPage'), 'ContactsPage'),
  screen('documents', () => import('../features/documents/DocumentsPage'), 'DocumentsPage'),
  screen('task-manager', () => import('../features/tasks/TaskManagerPage'), 'TaskManagerPage'),
  screen('support', () => import('../features/support/SupportPage'), 'SupportPage'),
  screen('support/new', () => import('../features/support/InteractionFormPage'), 'InteractionFormPage'),
  screen('support/edit/:id', () => import('../features/support/InteractionFormPage'), 'InteractionFormPage'),
  { path: 'crm', element: redirectTo('/support') },
  screen(
    'file-upload-demo',
    () => import('../features/file-upload/FileUploadDemoPage'),
    'FileUploadDemoPage',
  ),
  screen('settings', () => import('../features/settings/SettingsPage'), 'SettingsPage'),
  statusList('pending-quotations', 'Pending'),
  statusList('working-quotations', 'Working'),
  statusList('on-client-review', 'OnClientReview'),
  statusList('active-orders', 'Active'),
  statusList('completed-orders', 'Completed'),
  statusList('cancelled-orders', 'Cancelled'),
  { path: 'quotations', element: redirectTo('/pending-quotations') },
  screen(
    'quotations/new',
    () => import('../features/quotations/form/QuotationFormPage'),
    'QuotationFormPage',
  ),
  screen(
    'quotations/:id',
    () => import('../features/quotations/detail/QuotationDetailPage'),
    'QuotationDetailPage',
  ),
  screen(
    'quotations/:id/edit',
    () => import('../features/quotations/form/QuotationFormPage'),
    'QuotationFormPage',
  ),
  screen(
    'quotations/:id/cost-breakdown',
    () => import('../features/cost-lines/breakdown/CostBreakdownPage'),
    'CostBreakdownPage',
  ),
  screen('addresses/create', () => import('../features/addresses/AddressFormPage'), 'AddressFormPage'),
  screen('addresses/:id/edit', () => import('../features/addresses/AddressFormPage'), 'AddressFormPage'),
  screen('box-items/new', () => import('../features/cargo-lines/CargoLineFormPage'), 'CargoLineFormPage'),
  screen(
    'box-items/:id/edit',
    () => import('../features/cargo-lines/CargoLineFormPage'),
    'CargoLineFormPage',
  ),
  screen('diagnostics', () => import('../features/diagnostics/DiagnosticsPage'), 'DiagnosticsPage'),
  screen('rates', () => import('../features/rate-cards/RateCardsPage'), 'RateCardsPage'),
  ...legacyTestPages.map((path) => ({ path, element: redirectTo('/diagnostics') })),
  { path: '*', element: redirectTo('/pending-quotations') },
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
      screen('/reset-password', () => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
      // A client's acceptance link of a sent quote (docs/api.md): signed out, its own chunk.
      {
        path: '/q/:token',
        lazy: async () => ({
          Component: (await import('../features/public-quote/PublicQuotePage')).PublicQuotePage,
        }),
      },
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

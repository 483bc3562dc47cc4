import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AddressFormPage } from '../features/addresses/AddressFormPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { BoxItemFormPage } from '../features/box-items/BoxItemFormPage';
import { ContactsPage } from '../features/contacts/ContactsPage';
import { CostBreakdownPage } from '../features/cost-breakdown/CostBreakdownPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DiagnosticsPage } from '../features/diagnostics/DiagnosticsPage';
import { DocumentsPage } from '../features/documents/DocumentsPage';
import { FileUploadDemoPage } from '../features/file-upload/FileUploadDemoPage';
import { QuotationDetailPage } from '../features/quotations/QuotationDetailPage';
import { QuotationFormPage } from '../features/quotations/QuotationFormPage';
import { QuotationStatusListPage } from '../features/quotations/QuotationStatusListPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { InteractionFormPage } from '../features/support/InteractionFormPage';
import { SupportPage } from '../features/support/SupportPage';
import { TaskManagerPage } from '../features/tasks/TaskManagerPage';
import { RouteErrorScreen } from './errors/RouteErrorScreen';
import { AppLayout } from './shell/AppLayout';

const redirectTo = (to: string) => <Navigate to={to} replace />;

/** The spec's developer test pages; ARCHITECTURE.md section 6 folds them into the admin-only Diagnostics page. */
const legacyTestPages = ['test-auth', 'test-logo', 'test-quotation', 'test-contacts', 'test-documents-api'];

/** Every screen behind sign-in (spec section 2, route table). */
const signedInRoutes: RouteObject[] = [
  { index: true, element: redirectTo('/dashboard') },
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'contacts', element: <ContactsPage /> },
  { path: 'documents', element: <DocumentsPage /> },
  { path: 'task-manager', element: <TaskManagerPage /> },
  { path: 'support', element: <SupportPage /> },
  { path: 'support/new', element: <InteractionFormPage /> },
  { path: 'support/edit/:id', element: <InteractionFormPage /> },
  { path: 'crm', element: redirectTo('/support') },
  { path: 'file-upload-demo', element: <FileUploadDemoPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'pending-quotations', element: <QuotationStatusListPage key="Pending" status="Pending" /> },
  { path: 'working-quotations', element: <QuotationStatusListPage key="Working" status="Working" /> },
  {
    path: 'on-client-review',
    element: <QuotationStatusListPage key="OnClientReview" status="OnClientReview" />,
  },
  { path: 'active-orders', element: <QuotationStatusListPage key="Active" status="Active" /> },
  { path: 'completed-orders', element: <QuotationStatusListPage key="Completed" status="Completed" /> },
  { path: 'cancelled-orders', element: <QuotationStatusListPage key="Cancelled" status="Cancelled" /> },
  { path: 'quotations', element: redirectTo('/pending-quotations') },
  { path: 'quotations/new', element: <QuotationFormPage /> },
  { path: 'quotations/:id', element: <QuotationDetailPage /> },
  { path: 'quotations/:id/edit', element: <QuotationFormPage /> },
  { path: 'quotations/:id/cost-breakdown', element: <CostBreakdownPage /> },
  { path: 'addresses/create', element: <AddressFormPage /> },
  { path: 'addresses/:id/edit', element: <AddressFormPage /> },
  { path: 'box-items/new', element: <BoxItemFormPage /> },
  { path: 'box-items/:id/edit', element: <BoxItemFormPage /> },
  { path: 'diagnostics', element: <DiagnosticsPage /> },
  ...legacyTestPages.map((path) => ({ path, element: redirectTo('/diagnostics') })),
  { path: '*', element: redirectTo('/pending-quotations') },
];

export const routes: RouteObject[] = [
  {
    // Catches failures of the login page and of the shell itself.
    errorElement: <RouteErrorScreen fullScreen />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/',
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        // A failing page shows its error inside the shell, so the sidebar still offers a way out.
        children: [{ errorElement: <RouteErrorScreen />, children: signedInRoutes }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

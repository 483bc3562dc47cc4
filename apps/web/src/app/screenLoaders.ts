/**
 * Each signed-in screen's component, fetched on first use (its own chunk). The route table and the tests
 * that render whole screens both load them from here, so a screen's file moves by one line.
 */
export const screenLoaders = {
  dashboard: () => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
  contacts: () => import('../features/contacts/list/ContactsPage').then((m) => m.ContactsPage),
  documents: () => import('../features/documents/DocumentsPage').then((m) => m.DocumentsPage),
  taskManager: () => import('../features/tasks/TaskManagerPage').then((m) => m.TaskManagerPage),
  support: () => import('../features/support/SupportPage').then((m) => m.SupportPage),
  interactionForm: () => import('../features/support/InteractionFormPage').then((m) => m.InteractionFormPage),
  fileUploadDemo: () =>
    import('../features/file-upload/FileUploadDemoPage').then((m) => m.FileUploadDemoPage),
  settings: () => import('../features/settings/SettingsPage').then((m) => m.SettingsPage),
  quotationStatusList: () =>
    import('../features/quotations/list/QuotationStatusListPage').then((m) => m.QuotationStatusListPage),
  quotationForm: () =>
    import('../features/quotations/form/QuotationFormPage').then((m) => m.QuotationFormPage),
  quotationDetail: () =>
    import('../features/quotations/detail/QuotationDetailPage').then((m) => m.QuotationDetailPage),
  costBreakdown: () =>
    import('../features/cost-lines/breakdown/CostBreakdownPage').then((m) => m.CostBreakdownPage),
  addressForm: () => import('../features/addresses/AddressFormPage').then((m) => m.AddressFormPage),
  cargoLineForm: () =>
    import('../features/cargo-lines/form/CargoLineFormPage').then((m) => m.CargoLineFormPage),
  diagnostics: () => import('../features/diagnostics/DiagnosticsPage').then((m) => m.DiagnosticsPage),
  rates: () => import('../features/rate-cards/RateCardsPage').then((m) => m.RateCardsPage),
  shipments: () => import('../features/shipments/ShipmentsPage').then((m) => m.ShipmentsPage),
  shipment: () => import('../features/shipments/ShipmentPage').then((m) => m.ShipmentPage),
  invoices: () => import('../features/invoices/invoiceScreens').then((m) => m.InvoicesPage),
  invoice: () => import('../features/invoices/invoiceScreens').then((m) => m.InvoicePage),
  receivables: () => import('../features/invoices/invoiceScreens').then((m) => m.ReceivablesPage),
};

/** The screens that open at a path of their own (the status lists take their status from the route). */
export type PathScreen = Exclude<keyof typeof screenLoaders, 'quotationStatusList'>;

/**
 * The paths each screen answers at, below the signed-in shell; the six status lists and the redirects are in
 * `router.tsx`, since they carry more than a path.
 */
export const screenPaths: Record<PathScreen, readonly string[]> = {
  dashboard: ['dashboard'],
  contacts: ['contacts'],
  documents: ['documents'],
  taskManager: ['task-manager'],
  support: ['support'],
  interactionForm: ['support/new', 'support/edit/:id'],
  fileUploadDemo: ['file-upload-demo'],
  settings: ['settings'],
  quotationForm: ['quotations/new', 'quotations/:id/edit'],
  quotationDetail: ['quotations/:id'],
  costBreakdown: ['quotations/:id/cost-breakdown'],
  addressForm: ['addresses/create', 'addresses/:id/edit'],
  cargoLineForm: ['box-items/new', 'box-items/:id/edit'],
  diagnostics: ['diagnostics'],
  rates: ['rates'],
  shipments: ['shipments'],
  shipment: ['shipments/:id'],
  invoices: ['invoices'],
  invoice: ['invoices/:id'],
  receivables: ['reports/receivables'],
};

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
  cargoLineForm: () => import('../features/cargo-lines/CargoLineFormPage').then((m) => m.CargoLineFormPage),
  diagnostics: () => import('../features/diagnostics/DiagnosticsPage').then((m) => m.DiagnosticsPage),
  rates: () => import('../features/rate-cards/RateCardsPage').then((m) => m.RateCardsPage),
};

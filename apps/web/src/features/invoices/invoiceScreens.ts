// The invoice screens come in one chunk, so the route table (on the login page's path) names one import.
export { InvoicePage } from './InvoicePage';
export { InvoicesPage } from './InvoicesPage';
export { ReceivablesPage } from './ReceivablesPage';

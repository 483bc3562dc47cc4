import { z } from 'zod';
import { noContentSchema, pathIdSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import { resourceGroup } from '../api/resource-group';
import { quotationHistoryEntrySchema } from '../audit/audit-entry';
import { documentSendDraftQuerySchema, documentSendDraftSchema } from '../quotations/document-send-draft';
import { invoiceSchema, invoiceSummarySchema, invoiceTotalsSchema, receivablesReportSchema } from './invoice';
import { invoicePdfQuerySchema, invoiceSendSchema, invoiceSentSchema } from './invoice-documents';
import { invoiceSettingsSchema, invoiceSettingsUpdateSchema } from './invoice-settings';
import {
  creditNoteCreateSchema,
  invoiceCreateSchema,
  invoiceUpdateSchema,
  paymentCreateSchema,
  receivablesQuerySchema,
} from './invoice-validation';
import { journalExportQuerySchema } from './journal-query';

const api = resourceGroup(['invoices']);

/**
 * The invoices endpoints (docs/api.md, Invoices). The list takes the list language and `status` (Overdue
 * included), `contact_id`, `currency`, `kind`, `q`, `due_from` and `due_to`; drafts change with If-Match and
 * issued documents answer 409 INVOICE_ISSUED_LOCKED to every change.
 */
export const invoicesApi = {
  list: api.list('/invoices', invoiceSummarySchema.partial()),
  totals: api.get('/invoices/totals', {
    summary: 'Documents per status and the sums per currency of those the filters match',
    response: invoiceTotalsSchema,
  }),
  forShipment: api.get('/shipments/:id/invoices', {
    summary: "The shipment's invoices and credit notes",
    response: z.object({ data: z.array(invoiceSummarySchema) }),
  }),
  createForShipment: api.create('/shipments/:id/invoices', {
    summary: "A draft from the shipment's sell charges not yet invoiced (all, or those named)",
    body: invoiceCreateSchema,
    response: invoiceSchema,
  }),
  get: api.get('/invoices/:id', { response: invoiceSchema }),
  update: api.put('/invoices/:id', { body: invoiceUpdateSchema, response: invoiceSchema, ifMatch: true }),
  remove: api.remove('/invoices/:id'),
  issue: api.action('/invoices/:id/issue', {
    summary: 'Gives the next number of the year and the issue date; nothing changes after',
    response: invoiceSchema,
  }),
  creditNote: api.create('/invoices/:id/credit_note', {
    summary: 'A draft credit note of all lines, or of chosen lines and amounts',
    body: creditNoteCreateSchema,
    response: invoiceSchema,
  }),
  addPayment: api.create('/invoices/:id/payments', {
    body: paymentCreateSchema,
    response: invoiceSchema,
  }),
  reversePayment: api.action('/invoices/:id/payments/:payment_id/reverse', {
    summary: 'Records a reversal of the payment (the payment is kept)',
    params: z.object({ id: pathIdSchema(), payment_id: pathIdSchema('payment id') }),
    response: invoiceSchema,
  }),
  history: api.get('/invoices/:id/history', {
    summary: "The document's audit: drafted, changed, issued, sent, payments and credit notes, newest first",
    response: z.object({ data: z.array(quotationHistoryEntrySchema) }),
  }),
  pdf: api.get('/invoices/:id/pdf', {
    summary: "The invoice or credit note as a PDF ('DRAFT' across a draft)",
    query: invoicePdfQuerySchema,
    response: noContentSchema,
    produces: 'application/pdf',
  }),
  ubl: api.get('/invoices/:id/ubl', {
    summary: 'The issued invoice (or credit note) as a UBL 2.1 document, Peppol BIS Billing 3.0',
    response: noContentSchema,
    produces: 'application/xml',
  }),
  sendDraft: api.get('/invoices/:id/send-draft', {
    summary:
      "The language the document goes out in (`language`, else the client's), and its standard subject in it",
    query: documentSendDraftQuerySchema,
    response: documentSendDraftSchema,
  }),
  send: api.post('/invoices/:id/send', {
    summary: "E-mails the issued document's PDF to the client contact (or `to`)",
    body: invoiceSendSchema,
    status: 202,
    response: invoiceSentSchema,
  }),
};

const settingsGroup = endpointGroup(['invoices']);

/** The invoices' settings: tax rates and bank details. */
export const invoiceSettingsApi = {
  get: settingsGroup.get('/invoice_settings', { response: invoiceSettingsSchema }),
  update: settingsGroup.put('/invoice_settings', {
    body: invoiceSettingsUpdateSchema,
    response: invoiceSettingsSchema,
    ifMatch: true,
  }),
};

export const receivablesApi = {
  report: endpointGroup(['reports']).get('/reports/receivables', {
    query: receivablesQuerySchema,
    response: receivablesReportSchema,
  }),
};

/** The double-entry journal of the period's invoices, credit notes and payments, for the accounting. */
export const journalExportApi = {
  journal: endpointGroup(['exports']).get('/exports/journal.csv', {
    summary: 'One row per posting: date, document, account, debit, credit, currency, amount in base currency',
    query: journalExportQuerySchema,
    response: noContentSchema,
    produces: 'text/csv',
  }),
};

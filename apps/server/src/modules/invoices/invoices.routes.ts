import { invoiceSettingsApi, invoicesApi, journalExportApi, receivablesApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { sendCsv } from '../../platform/csv';
import { contentDisposition } from '../files/download-headers';
import {
  type InvoiceDocumentDeps,
  invoicePdf,
  invoiceSendDraft,
  sendInvoice,
} from './invoice-documents.service';
import * as drafts from './invoice-drafts.service';
import * as issuing from './invoice-issuing.service';
import * as payments from './invoice-payments.service';
import * as settings from './invoice-settings.service';
import { invoiceUblDocument } from './invoice-ubl.service';
import * as service from './invoices.service';
import { journalCsv } from './journal-export.service';
import { receivables } from './receivables.service';

/** Invoices, credit notes, payments, their PDF and e-mail, the receivables report and the invoice settings. */
export const invoicesRoutes: FastifyPluginAsync<InvoiceDocumentDeps> = async (app, deps) => {
  const { db, storage } = deps;
  const view = can('invoices', 'view');
  const create = can('invoices', 'create');
  const edit = can('invoices', 'edit');
  contractRoute(app, invoicesApi.list, view, ({ query }) => service.list(db, query));
  contractRoute(app, invoicesApi.totals, view, ({ request }) =>
    service.totals(db, request.query as Record<string, unknown>),
  );
  contractRoute(app, invoicesApi.forShipment, view, ({ params }) => service.forShipment(db, params.id));
  contractRoute(app, invoicesApi.createForShipment, create, ({ params, body, auth }) =>
    drafts.createForShipment(db, params.id, body, auth.user.id),
  );
  contractRoute(app, invoicesApi.get, view, ({ params }) => service.get(db, params.id));
  contractRoute(app, invoicesApi.history, view, ({ params }) => service.history(db, params.id));
  contractRoute(app, invoicesApi.update, edit, ({ params, body, ifMatch }) =>
    drafts.updateDraft(db, params.id, body, ifMatch),
  );
  contractRoute(app, invoicesApi.remove, can('invoices', 'delete'), async ({ params }) => {
    await drafts.removeDraft(db, params.id);
    return null;
  });
  contractRoute(app, invoicesApi.issue, edit, ({ params }) => issuing.issue(db, params.id));
  contractRoute(app, invoicesApi.creditNote, create, ({ params, body, auth }) =>
    issuing.createCreditNote(db, params.id, body, auth.user.id),
  );
  contractRoute(app, invoicesApi.addPayment, edit, ({ params, body, auth }) =>
    payments.addPayment(db, params.id, body, auth.user.id),
  );
  contractRoute(app, invoicesApi.reversePayment, edit, ({ params, auth }) =>
    payments.reversePayment(db, params.id, params.payment_id, auth.user.id),
  );
  contractRoute(app, invoicesApi.pdf, view, async ({ params, query, reply }) => {
    const made = await invoicePdf(db, storage, params.id);
    const disposition = query.download === '1' ? 'attachment' : 'inline';
    return reply
      .status(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(disposition, made.name))
      .header('x-content-type-options', 'nosniff')
      .send(made.bytes);
  });
  contractRoute(app, invoicesApi.ubl, view, async ({ params, reply }) => {
    const made = await invoiceUblDocument(db, params.id);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', made.name))
      .send(made.xml);
  });
  contractRoute(app, invoicesApi.sendDraft, view, ({ params, query }) =>
    invoiceSendDraft(db, params.id, query.language),
  );
  contractRoute(app, invoicesApi.send, edit, ({ params, body, auth }) =>
    sendInvoice(deps, auth, params.id, body),
  );
  contractRoute(app, journalExportApi.journal, view, ({ query, reply }) =>
    sendCsv(reply, 'journal', journalCsv(db, query)),
  );
  contractRoute(app, receivablesApi.report, view, ({ query }) => receivables(db, query.as_of ?? undefined));
  // Anyone who bills reads the rates; changing them is a settings grant, as the other settings sections.
  contractRoute(app, invoiceSettingsApi.get, 'session', () => settings.getInvoiceSettings(db));
  contractRoute(app, invoiceSettingsApi.update, can('settings', 'edit'), ({ body, ifMatch }) =>
    settings.updateInvoiceSettings(db, body, ifMatch),
  );
};

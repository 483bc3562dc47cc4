import { UBL_MESSAGES, ublDocumentName } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as contactsService from '../contacts/contacts.service';
import * as companyProfile from '../settings/company-profile.service';
import { invoiceDetail } from './invoice-detail';
import { getInvoiceSettings } from './invoice-settings.service';
import { invoiceUbl } from './invoice-ubl';

/**
 * GET /invoices/{id}/ubl: the issued document as UBL 2.1 XML and its file name. A draft answers 409: an
 * e-invoice is a legal document, and a draft has neither its number nor its final figures.
 */
export async function invoiceUblDocument(db: Db, id: number) {
  const invoice = await invoiceDetail(db, id);
  if (invoice.status === 'Draft' || invoice.number === null) {
    throw AppError.conflict(UBL_MESSAGES.draft, { invoice_id: invoice.id });
  }
  const [company, settings, buyer] = await Promise.all([
    companyProfile.get(db),
    getInvoiceSettings(db),
    invoice.contact_id === null ? undefined : contactsService.find(db, invoice.contact_id),
  ]);
  return { xml: invoiceUbl({ invoice, company, settings, buyer }), name: ublDocumentName(invoice) };
}

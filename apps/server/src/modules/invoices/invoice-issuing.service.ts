import {
  addDays,
  amountDue,
  type CreditNoteCreate,
  canCredit,
  creditableAmount,
  DEFAULT_PAYMENT_TERMS_DAYS,
  INVOICE_NUMBER_PREFIXES,
  invoiceNumber,
  INVOICE_MESSAGES as M,
  settledStatus,
  sumMoney,
  todayIso,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import * as contactsService from '../contacts/contacts.service';
import { recordWebhookEvent } from '../webhooks/webhooks.service';
import { invoiceDetail, lockInvoice, requireDraft } from './invoice-detail';
import { type LineDraft, priceLines } from './invoice-lines';
import { getInvoiceSettings } from './invoice-settings.service';
import * as repo from './invoices.repository';

/**
 * The due date an issued invoice keeps: the draft's, unless the draft sat so long that it passed; then the
 * client's payment terms from the issue date.
 */
async function dueDateOnIssue(tx: Db, row: repo.InvoiceRow, issueDate: string) {
  if (row.kind === 'credit_note' || row.due_date >= issueDate) return row.due_date;
  const contact = row.contact_id === null ? undefined : await contactsService.find(tx, row.contact_id);
  return addDays(issueDate, contact?.payment_terms_days ?? DEFAULT_PAYMENT_TERMS_DAYS);
}

/** An issued credit note lowers what its invoice still expects, and may settle it. */
async function applyCredit(tx: Db, invoiceId: number, credit: number) {
  const invoice = await lockInvoice(tx, invoiceId);
  const credited = sumMoney([invoice.amount_credited, credit], invoice.currency);
  const due = amountDue(invoice.total, credited, invoice.amount_paid, invoice.currency);
  const status = settledStatus({
    total: invoice.total,
    credited,
    paid: invoice.amount_paid,
    amount_due: due,
  });
  await repo.setInvoice(tx, invoiceId, { amount_credited: credited, amount_due: due, status });
}

/**
 * POST /invoices/{id}/issue: the next number of the year's series, under the counter's row lock held to the
 * end of this transaction (a failure after this point gives the number back), the issue date, and the lock:
 * nothing changes after. An issued credit note lowers its invoice's amount due.
 */
export async function issue(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    requireDraft(row);
    const issueDate = todayIso();
    const year = Number(issueDate.slice(0, 4));
    const sequence = await repo.nextNumber(tx, INVOICE_NUMBER_PREFIXES[row.kind], year);
    const number = invoiceNumber(row.kind, year, sequence);
    const isInvoice = row.kind === 'invoice';
    await repo.setInvoice(tx, id, {
      number,
      issue_date: issueDate,
      due_date: await dueDateOnIssue(tx, row, issueDate),
      status: isInvoice
        ? settledStatus({ total: row.total, credited: 0, paid: 0, amount_due: row.total })
        : 'Issued',
      amount_due: isInvoice ? row.total : 0,
    });
    if (!isInvoice && row.invoice_id !== null) await applyCredit(tx, row.invoice_id, row.total);
    await recordAudit(
      tx,
      {},
      {
        action: 'invoice.issued',
        entityType: 'invoice',
        entityId: id,
        details: { number, total: row.total, currency: row.currency },
      },
    );
    const issued = { invoice_id: id, number, kind: row.kind, total: row.total, currency: row.currency };
    await recordWebhookEvent(tx, 'invoice.issued', issued);
  });
  return invoiceDetail(db, id);
}

/**
 * POST /invoices/{id}/credit_note: a draft credit note of the issued invoice, of every line's part not yet
 * credited or of chosen lines and amounts; never more than a line billed less what credit notes already took
 * (drafts included, so two drafts cannot together credit a line twice). Lines keep their tax rate.
 */
export async function createCreditNote(db: Db, invoiceId: number, input: CreditNoteCreate, userId: number) {
  const settings = await getInvoiceSettings(db);
  const id = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (invoice.kind !== 'invoice') throw AppError.conflict(M.creditNoteOfCreditNote);
    if (invoice.status === 'Draft') throw AppError.conflict(M.notIssued);
    const lines = await repo.linesOf(tx, invoiceId);
    const chosen = input.lines ?? lines.map((line) => ({ line_id: line.id, amount: undefined }));
    const drafts: LineDraft[] = [];
    chosen.forEach((pick, index) => {
      const line = lines.find((l) => l.id === pick.line_id);
      if (!line) {
        const message = M.unknownLine(pick.line_id);
        throw AppError.badRequest(message, { [`lines.${index}.line_id`]: message });
      }
      const left = creditableAmount(line, invoice.currency);
      const amount = pick.amount ?? left;
      if (pick.amount === undefined && left <= 0) return;
      if (!canCredit(line, amount, invoice.currency)) {
        const message = M.creditTooMuch(line.description);
        throw AppError.badRequest(message, { [`lines.${index}.amount`]: message });
      }
      drafts.push({
        charge_id: null,
        credited_line_id: line.id,
        description: line.description,
        quantity: 1,
        unit_price: amount,
        // The credit keeps the invoice line's rate even if settings renamed it since.
        tax_rate_name: line.tax_rate_name,
      });
    });
    if (drafts.length === 0) throw AppError.conflict(M.nothingToCredit);
    const rates = lines.map((line) => ({
      name: line.tax_rate_name,
      rate: line.tax_rate,
      note: line.tax_note,
      reverse_charge: false,
    }));
    const { lines: priced, totals } = priceLines(drafts, invoice.currency, { ...settings, tax_rates: rates });
    const note = await repo.insertInvoice(tx, {
      kind: 'credit_note',
      invoice_id: invoiceId,
      shipment_id: invoice.shipment_id,
      shipment_number: invoice.shipment_number,
      contact_id: invoice.contact_id,
      client_name: invoice.client_name,
      billing_address: invoice.billing_address,
      currency: invoice.currency,
      due_date: invoice.due_date,
      ...totals,
      amount_due: 0,
      created_by: userId,
    });
    await repo.insertLines(
      tx,
      priced.map(({ id: _id, ...line }) => ({ ...line, invoice_id: note.id })),
    );
    await recordAudit(
      tx,
      {},
      {
        action: 'invoice.credit_note_created',
        entityType: 'invoice',
        entityId: invoiceId,
        details: { credit_note_id: note.id, total: totals.total, currency: invoice.currency },
      },
    );
    return note.id;
  });
  return invoiceDetail(db, id);
}

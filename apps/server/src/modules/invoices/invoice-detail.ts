import {
  type Invoice,
  type InvoiceSummary,
  invoiceStatus,
  INVOICE_MESSAGES as M,
  todayIso,
} from '@freight/domain';
import { found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as repo from './invoices.repository';

/** A stored document as answered: its status read against today (Overdue is never stored). */
export function summaryOf(row: repo.InvoiceRow, today = todayIso()): InvoiceSummary {
  const { created_by: _createdBy, ...rest } = row;
  return { ...rest, status: invoiceStatus(row, today) };
}

/** GET /invoices/{id}: the document with its lines, payments, credit notes and the credited invoice's number. */
export async function invoiceDetail(db: Db, id: number): Promise<Invoice> {
  const row = found(await repo.invoiceRecords.find(db, id), M.notFound);
  const [lines, payments, creditNotes, credited] = await Promise.all([
    repo.linesOf(db, id),
    repo.paymentsOf(db, id),
    repo.creditNotesOf(db, id),
    row.invoice_id === null ? undefined : repo.invoiceRecords.find(db, row.invoice_id),
  ]);
  return {
    ...summaryOf(row),
    lines,
    payments,
    credit_notes: creditNotes,
    invoice_number: credited?.number ?? null,
  };
}

/** An issued document refuses every change: 409 INVOICE_ISSUED_LOCKED, naming it. */
export function requireDraft(row: repo.InvoiceRow): void {
  if (row.status !== 'Draft') {
    throw new AppError('INVOICE_ISSUED_LOCKED', M.issuedLocked(row.number ?? 'This document'), {
      details: { invoice_id: row.id, number: row.number },
    });
  }
}

/** The document locked until the transaction ends, or 404. */
export async function lockInvoice(tx: Db, id: number) {
  return found(await repo.findForUpdate(tx, id), M.notFound);
}

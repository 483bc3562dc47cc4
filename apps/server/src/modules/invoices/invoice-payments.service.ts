import {
  amountDue,
  formatMoney,
  INVOICE_MESSAGES as M,
  type PaymentCreate,
  roundMoney,
  settledStatus,
  sumMoney,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { PG, pgError } from '../../platform/database/pg-errors';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { recordWebhookEvent } from '../webhooks/webhooks.service';
import { invoiceDetail, lockInvoice } from './invoice-detail';
import * as repo from './invoices.repository';

/** The invoice's paid amount, amount due and status after `change` more was received (negative: reversed). */
async function settle(tx: Db, invoice: repo.InvoiceRow, change: number) {
  const paid = sumMoney([invoice.amount_paid, change], invoice.currency);
  const due = amountDue(invoice.total, invoice.amount_credited, paid, invoice.currency);
  const status = settledStatus({
    total: invoice.total,
    credited: invoice.amount_credited,
    paid,
    amount_due: due,
  });
  await repo.setInvoice(tx, invoice.id, { amount_paid: paid, amount_due: due, status });
  if (status === 'Paid' && invoice.status !== 'Paid')
    await recordWebhookEvent(tx, 'invoice.paid', {
      invoice_id: invoice.id,
      currency: invoice.currency,
      amount_paid: paid,
    });
}

/** An issued invoice that still expects money, or the 409/400 saying why it takes no payment. */
function requirePayable(invoice: repo.InvoiceRow) {
  if (invoice.kind !== 'invoice') throw AppError.conflict(M.paymentOnCreditNote);
  if (invoice.status === 'Draft') throw AppError.conflict(M.notIssued);
}

/**
 * POST /invoices/{id}/payments: money received, in the invoice's currency (rounded to its minor unit); more
 * than is due answers 400 and records nothing. The invoice becomes Partially paid or Paid.
 */
export async function addPayment(db: Db, invoiceId: number, input: PaymentCreate, userId: number) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    requirePayable(invoice);
    const amount = roundMoney(input.amount, invoice.currency);
    if (invoice.amount_due <= 0) throw AppError.badRequest(M.nothingDue, { amount: M.nothingDue });
    if (amount <= 0 || amount > invoice.amount_due) {
      const message = M.paymentTooLarge(formatMoney(invoice.amount_due, invoice.currency, 'en-US'));
      throw AppError.badRequest(message, { amount: message });
    }
    await repo.insertPayment(tx, {
      invoice_id: invoiceId,
      amount,
      date: input.date,
      method: input.method,
      reference: input.reference ?? '',
      created_by: userId,
    });
    await settle(tx, invoice, amount);
    await recordAudit(
      tx,
      {},
      {
        action: 'invoice.payment_recorded',
        entityType: 'invoice',
        entityId: invoiceId,
        details: { amount, currency: invoice.currency, date: input.date, method: input.method },
      },
    );
  });
  return invoiceDetail(db, invoiceId);
}

/**
 * POST /invoices/{id}/payments/{payment_id}/reverse: a reversal row takes the payment back (the payment stays
 * on record); a payment is reversed once, and a reversal is not reversed.
 */
export async function reversePayment(db: Db, invoiceId: number, paymentId: number, userId: number) {
  try {
    await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, invoiceId);
      const payment = await repo.findPayment(tx, invoiceId, paymentId);
      if (!payment) throw AppError.notFound(M.paymentNotFound);
      if (payment.reverses_payment_id !== null) throw AppError.conflict(M.reversalOfReversal);
      await repo.insertPayment(tx, {
        invoice_id: invoiceId,
        amount: -payment.amount,
        date: payment.date,
        method: payment.method,
        reference: payment.reference,
        reverses_payment_id: payment.id,
        created_by: userId,
      });
      await settle(tx, invoice, -payment.amount);
      await recordAudit(
        tx,
        {},
        {
          action: 'invoice.payment_reversed',
          entityType: 'invoice',
          entityId: invoiceId,
          details: { payment_id: payment.id, amount: payment.amount, currency: invoice.currency },
        },
      );
    });
  } catch (error) {
    if (pgError(error)?.code === PG.uniqueViolation) throw AppError.conflict(M.alreadyReversed);
    throw error;
  }
  return invoiceDetail(db, invoiceId);
}

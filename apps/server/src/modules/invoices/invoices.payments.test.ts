import { addDays } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { issuedInvoice, shipmentWithCharges } from './invoices.fixtures';

const admin = adminQuotationApi();
const pay = (id: number, body: object) => admin.api.call('POST', `/invoices/${id}/payments`, body);

describe('payments', () => {
  it('partially paid, then paid; more than due is 400 and records nothing; a reversal reopens it', async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'JPY', [10_000]);
    const invoice = await issuedInvoice(admin.api, shipment.id);
    expect(invoice.total).toBe(12_100);
    const part = await pay(invoice.id, {
      amount: 5000,
      date: '2026-11-20',
      method: 'Bank transfer',
      reference: 'Transf. 7',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({ status: 'Partially paid', amount_paid: 5000, amount_due: 7100 });
    const over = await pay(invoice.id, { amount: 7101, date: '2026-11-21', method: 'Cash' });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({ amount: 'The payment is more than the ¥7,100 still due' });
    const bad = await pay(invoice.id, { amount: 0, date: 'mañana', method: 'Gold' });
    expect(bad.json().error.fields).toEqual({
      amount: 'Amount must be more than 0',
      date: 'Payment date must be a valid date (YYYY-MM-DD)',
      method: 'Method must be Bank transfer, Card, Cash, Cheque or Other',
    });
    const full = await pay(invoice.id, { amount: 7100, date: '2026-11-21', method: 'Card' });
    expect(full.json()).toMatchObject({ status: 'Paid', amount_due: 0 });
    const first = full.json().payments[0];
    const reversed = await admin.api.call('POST', `/invoices/${invoice.id}/payments/${first.id}/reverse`);
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json()).toMatchObject({ status: 'Partially paid', amount_paid: 7100, amount_due: 5000 });
    expect(reversed.json().payments).toMatchObject([
      { id: first.id, amount: 5000, reversed: true },
      { amount: 7100, reversed: false },
      { amount: -5000, reverses_payment_id: first.id },
    ]);
    const again = await admin.api.call('POST', `/invoices/${invoice.id}/payments/${first.id}/reverse`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This payment was already reversed');
    const reversal = reversed.json().payments[2];
    const ofReversal = await admin.api.call(
      'POST',
      `/invoices/${invoice.id}/payments/${reversal.id}/reverse`,
    );
    expect(ofReversal.statusCode).toBe(409);
    expect((await admin.api.call('POST', `/invoices/${invoice.id}/payments/999999/reverse`)).statusCode).toBe(
      404,
    );
  });

  it("answers the document's audit newest first: drafted, issued, payments and the reversal", async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [100]);
    const invoice = await issuedInvoice(admin.api, shipment.id);
    const paid = await pay(invoice.id, { amount: 20, date: '2026-11-20', method: 'Cash' });
    const payment = paid.json().payments[0];
    await admin.api.call('POST', `/invoices/${invoice.id}/payments/${payment.id}/reverse`);
    const res = await admin.api.call('GET', `/invoices/${invoice.id}/history`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((e: { action_label: string }) => e.action_label)).toEqual([
      'Payment reversed',
      'Payment recorded',
      'Invoice issued',
      'Invoice drafted',
    ]);
    expect(res.json().data[3].user_name).toBeTruthy();
    expect((await admin.api.call('GET', '/invoices/999999/history')).statusCode).toBe(404);
  });
});

describe('receivables', () => {
  it('puts what is due in its bucket at each edge, per client and per currency', async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'KWD', [10]);
    const invoice = await issuedInvoice(admin.api, shipment.id);
    const report = async (late: number) => {
      const res = await admin.api.call(
        'GET',
        `/reports/receivables?as_of=${addDays(invoice.due_date, late)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const kwd = res.json().currencies.find((c: { currency: string }) => c.currency === 'KWD');
      return kwd.clients.find((c: { contact_id: number }) => c.contact_id === shipment.contact_id);
    };
    const due = invoice.amount_due;
    const expected: [number, string][] = [
      [0, 'current'],
      [1, 'days_1_30'],
      [30, 'days_1_30'],
      [31, 'days_31_60'],
      [60, 'days_31_60'],
      [61, 'days_61_90'],
      [90, 'days_61_90'],
      [91, 'over_90'],
    ];
    for (const [late, bucket] of expected) {
      const client = await report(late);
      expect(client[bucket], `${late} days late`).toBe(due);
      expect(client.total).toBe(due);
      expect(client.client_name).toBe('Ñandú Logística S.A.');
    }
    const bad = await admin.api.call('GET', '/reports/receivables?as_of=ayer');
    expect(bad.statusCode).toBe(400);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { recordBill, shipmentWithCosts } from './supplier-bills.fixtures';

const admin = adminQuotationApi();
const supplier = 'Transportes Peña';
let shipment: Awaited<ReturnType<typeof shipmentWithCosts>>;
let billNumber = 0;

beforeAll(async () => {
  shipment = await shipmentWithCosts(admin.api, 'EUR', [{ sell: 900, buy: { supplier, total: 500 } }]);
});

/** A bill of 600 against the 500 expected: pending approval. */
async function pendingBill() {
  billNumber += 1;
  const res = await recordBill(admin.api, shipment.id, {
    supplier,
    number: `P-${billNumber}`,
    currency: 'EUR',
    lines: [{ expected_cost_id: shipment.charges[0]!.id, amount: 600 }],
  });
  expect(res.json().status).toBe('pending_approval');
  return res.json() as { id: number };
}

const auditOf = async (id: number) =>
  (await admin.api.call('GET', `/audit_log?entity_type=supplier_invoice&entity_id=${id}`)).json().data;

describe('approving a bill over the tolerance', () => {
  it('is refused to a biller without invoices:approve and done by an approver, with the note in the audit', async () => {
    const bill = await pendingBill();
    const biller = await admin.t.signedInUser({ grants: { invoices: ['view', 'create', 'edit', 'delete'] } });
    const refused = await admin.t.call('POST', `/supplier_invoices/${bill.id}/approve`, biller.cookie, {});
    expect(refused.statusCode).toBe(403);
    const approver = await admin.t.signedInUser({ grants: { invoices: ['view', 'approve'] } });
    const res = await admin.t.call('POST', `/supplier_invoices/${bill.id}/approve`, approver.cookie, {
      note: 'Recargo por combustible acordado',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      decision_note: 'Recargo por combustible acordado',
      decided_by: approver.user.id,
      version: 2,
    });
    expect(res.json().decided_at).toEqual(expect.any(String));
    expect((await auditOf(bill.id)).map((e: { action: string }) => e.action)).toEqual([
      'supplier_invoice.approved',
      'supplier_invoice.recorded',
    ]);
    expect((await auditOf(bill.id))[0]).toMatchObject({
      user_id: approver.user.id,
      action_label: 'Supplier bill approved',
      details: { note: 'Recargo por combustible acordado', supplier },
    });
    const again = await admin.api.call('POST', `/supplier_invoices/${bill.id}/dispute`, { note: 'Late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a bill pending approval can be approved or disputed');
  });

  it('a dispute needs a note, is recorded, and leaves the bill out of what was billed', async () => {
    const bill = await pendingBill();
    const before = (await admin.api.call('GET', `/shipments/${shipment.id}/supplier_invoices`)).json();
    const noNote = await admin.api.call('POST', `/supplier_invoices/${bill.id}/dispute`, { note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields).toEqual({ note: 'Say why the bill is disputed' });
    const res = await admin.api.call('POST', `/supplier_invoices/${bill.id}/dispute`, {
      note: 'Tarifa distinta a la cotizada',
    });
    expect(res.json()).toMatchObject({ status: 'disputed', decision_note: 'Tarifa distinta a la cotizada' });
    expect((await auditOf(bill.id))[0]).toMatchObject({
      action: 'supplier_invoice.disputed',
      details: { note: 'Tarifa distinta a la cotizada' },
    });
    const after = (await admin.api.call('GET', `/shipments/${shipment.id}/supplier_invoices`)).json();
    expect(after.expected_costs[0].billed).toBe(before.expected_costs[0].billed - 600);
    const unknown = await admin.api.call('POST', '/supplier_invoices/999999/approve', {});
    expect(unknown.statusCode).toBe(404);
  });

  it('a wider tolerance set in the settings lets the same bill match; changing it needs settings:edit', async () => {
    const settings = (await admin.api.call('GET', '/supplier_bill_settings')).json();
    expect(settings).toMatchObject({ tolerance_percent: 5, tolerance_amount: 0, version: 1 });
    const biller = await admin.t.signedInUser({ grants: { invoices: ['view', 'create', 'approve'] } });
    expect((await admin.t.call('GET', '/supplier_bill_settings', biller.cookie)).statusCode).toBe(200);
    const refused = await admin.t.call('PUT', '/supplier_bill_settings', biller.cookie, {
      tolerance_amount: 1,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await admin.api.call('PUT', '/supplier_bill_settings', { tolerance_percent: 101 });
    expect(bad.json().error.fields).toEqual({ tolerance_percent: 'Tolerance percentage can be at most 100' });
    const saved = await admin.api.call('PUT', '/supplier_bill_settings', { tolerance_amount: 1000 });
    expect(saved.json()).toMatchObject({ tolerance_percent: 5, tolerance_amount: 1000, version: 2 });
    const other = await shipmentWithCosts(admin.api, 'EUR', [{ sell: 900, buy: { supplier, total: 500 } }]);
    const res = await recordBill(admin.api, other.id, {
      supplier,
      number: 'WIDE-1',
      currency: 'EUR',
      lines: [{ expected_cost_id: other.charges[0]!.id, amount: 1500 }],
    });
    expect(res.json().status).toBe('matched');
    await admin.api.call('PUT', '/supplier_bill_settings', { tolerance_amount: 0 });
  });
});

import { addDays, DEFAULT_PAYMENT_TERMS_DAYS, todayIso } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, shipmentOf } from '../shipments/shipments.fixtures';
import { draftFor, shipmentWithCharges } from './invoices.fixtures';

const admin = adminQuotationApi();

describe('a draft invoice from the shipment', () => {
  for (const [currency, amounts] of [
    ['EUR', [1250.55, 99.99, 0.01]],
    ['JPY', [125_000, 3_333, 7]],
    ['KWD', [1250.555, 0.125, 10.001]],
  ] as const) {
    it(`bills every sell charge at its client text, net total = the quote's sell total to the minor unit (${currency})`, async () => {
      const { shipment, quotation } = await shipmentWithCharges(admin.api, currency, [...amounts]);
      const res = await draftFor(admin.api, shipment.id);
      expect(res.statusCode, res.body).toBe(201);
      const invoice = res.json();
      const sellTotal = amounts.reduce((sum, a) => sum + a, 0);
      expect(invoice).toMatchObject({
        kind: 'invoice',
        number: null,
        status: 'Draft',
        currency,
        shipment_id: shipment.id,
        client_name: 'Ñandú Logística S.A.',
        contact_id: shipment.contact_id,
        due_date: addDays(todayIso(), DEFAULT_PAYMENT_TERMS_DAYS),
        version: 1,
      });
      expect(invoice.net_total).toBeCloseTo(sellTotal, 6);
      expect(invoice.net_total).toBe(quotation.total_cost);
      expect(invoice.lines.map((l: { description: string }) => l.description)).toEqual(
        amounts.map((_, i) => `Flete marítimo tramo ${i + 1}`),
      );
      // Default rate: Standard 21 %, taxed per line and summed.
      const taxes = invoice.lines.map((l: { tax_amount: number }) => l.tax_amount);
      expect(invoice.tax_total).toBeCloseTo(
        taxes.reduce((a: number, b: number) => a + b, 0),
        6,
      );
      expect(invoice.total).toBeCloseTo(invoice.net_total + invoice.tax_total, 6);
      expect(invoice.amount_due).toBe(invoice.total);
      expect(invoice.billing_address).toContain('Nadia Haddad');
    });
  }

  it('never bills a charge twice: 409 naming the invoice that holds it; parallel drafts take turns', async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [100, 200]);
    const [first, second] = shipment.charges;
    const one = await draftFor(admin.api, shipment.id, { charge_ids: [first!.id] });
    expect(one.statusCode, one.body).toBe(201);
    const again = await draftFor(admin.api, shipment.id, { charge_ids: [first!.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CHARGE_ALREADY_INVOICED');
    expect(again.json().error.message).toContain(`draft invoice ${one.json().id}`);
    const racing = await Promise.all([draftFor(admin.api, shipment.id), draftFor(admin.api, shipment.id)]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const made = racing.find((r) => r.statusCode === 201)!.json();
    expect(made.lines.map((l: { charge_id: number }) => l.charge_id)).toEqual([second!.id]);
    const nothing = await draftFor(admin.api, shipment.id);
    expect(nothing.json().error.message).toBe('Every charge of this shipment is already invoiced');
  });

  it('refuses a charge of another shipment with a message naming the field', async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [100]);
    const res = await draftFor(admin.api, shipment.id, { charge_ids: [999_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      charge_ids: 'Charge 999999 is not a sell charge of this shipment',
    });
  });

  it('edits a draft with If-Match: a stale version is 412, a rate per line, never more than the charge', async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [100]);
    const draft = (await draftFor(admin.api, shipment.id)).json();
    const line = draft.lines[0];
    const put = (body: object, version: number) =>
      admin.api.call('PUT', `/invoices/${draft.id}`, body, { 'if-match': String(version) });
    const changed = await put(
      { lines: [{ id: line.id, tax_rate_name: 'Reverse charge' }], notes: 'Pedido 42' },
      1,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, tax_total: 0, total: 100, notes: 'Pedido 42' });
    expect(changed.json().lines[0].tax_note).toMatch(/^Reverse charge/);
    expect((await put({ notes: 'x' }, 1)).statusCode).toBe(412);
    const over = await put({ lines: [{ id: line.id, unit_price: 100.01 }] }, 2);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({
      'lines.0.unit_price': "The line 'Flete marítimo tramo 1' would bill more than its charge",
    });
    const unknownRate = await put({ lines: [{ id: line.id, tax_rate_name: 'Lujo' }] }, 2);
    expect(unknownRate.json().error.fields).toEqual({
      'lines.0.tax_rate_name': 'There is no tax rate named Lujo',
    });
    // Half the charge now; the other half can go on another invoice.
    const half = await put({ lines: [{ id: line.id, unit_price: 50 }] }, 2);
    expect(half.json().net_total).toBe(50);
    const rest = await draftFor(admin.api, shipment.id);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().net_total).toBe(50);
  });

  it('deletes a draft, which frees its charges', async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [100]);
    const draft = (await draftFor(admin.api, shipment.id)).json();
    expect((await admin.api.call('DELETE', `/invoices/${draft.id}`)).statusCode).toBe(204);
    expect((await admin.api.call('GET', `/invoices/${draft.id}`)).statusCode).toBe(404);
    expect((await draftFor(admin.api, shipment.id)).statusCode).toBe(201);
  });
});

describe("a draft's line texts in the client's language", () => {
  it('words a default category again in the language of the client; a text someone worded stays', async () => {
    const lines = async (language: string) => {
      const contactId = await admin.api.addContact({ name: 'Jens', last_name: 'Möller', language });
      const q = await admin.api.newQuotation({ contact_id: contactId, client_name: 'Möller Logistik GmbH' });
      await admin.api.addCargoLine(q.id);
      const { 'ocean-freight': oceanFreight } = await admin.api.categories();
      await admin.api.addCostLine(q.id, {
        category_id: oceanFreight,
        description: 'Hamburg–Santos',
        total_cost: 900,
      });
      await admin.api.addCostLine(q.id, {
        category_id: oceanFreight,
        description: 'Vorlauf',
        client_description: 'Pre-carriage as agreed',
        total_cost: 50,
      });
      expect((await moveQuotation(admin.api, q.id, 'Active')).statusCode).toBe(200);
      const shipment = await shipmentOf(admin.api, q.id);
      const res = await draftFor(admin.api, shipment.id);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().lines.map((line: { description: string }) => line.description);
    };
    expect(await lines('de')).toEqual(['Seefracht: Hamburg–Santos', 'Pre-carriage as agreed']);
    expect(await lines('en')).toEqual(['Ocean freight: Hamburg–Santos', 'Pre-carriage as agreed']);
  });
});

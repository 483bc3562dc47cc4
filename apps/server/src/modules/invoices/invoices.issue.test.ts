import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { draftFor, issuedInvoice, shipmentWithCharges } from './invoices.fixtures';

const admin = adminQuotationApi();
const year = new Date().getFullYear();
const sequenceOf = (number: string) => Number(number.split('-')[2]);

describe('issuing', () => {
  it('50 drafts issued in parallel get 50 consecutive numbers of the year, none missing', async () => {
    const { shipment } = await shipmentWithCharges(
      admin.api,
      'EUR',
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const drafts = [];
    for (const charge of shipment.charges) {
      drafts.push((await draftFor(admin.api, shipment.id, { charge_ids: [charge.id] })).json().id);
    }
    const issued = await Promise.all(drafts.map((id) => admin.api.call('POST', `/invoices/${id}/issue`)));
    expect(issued.map((r) => r.statusCode)).toEqual(drafts.map(() => 200));
    const numbers = issued.map((r) => r.json().number as string);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^INV-${year}-\\d{5}$`));
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(50);
    expect(sequences.at(-1)! - sequences[0]!).toBe(49);
  });

  it('a rolled-back issue gives its number back: no gap', async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [10, 20, 30]);
    const [a, b, c] = shipment.charges;
    const first = await issuedInvoice(admin.api, shipment.id, { charge_ids: [a!.id] });
    const failing = (await draftFor(admin.api, shipment.id, { charge_ids: [b!.id] })).json();
    // The issue fails after it took its number: the database refuses the write for this one invoice.
    await admin.t.db.execute(
      sql.raw(`
      create or replace function fail_issue() returns trigger language plpgsql as $$
      begin
        if new.id = ${failing.id} and new.number is not null then raise exception 'disk full'; end if;
        return new;
      end $$;
      create trigger fail_issue before update on invoices for each row execute function fail_issue();`),
    );
    const failed = await admin.api.call('POST', `/invoices/${failing.id}/issue`);
    expect(failed.statusCode).toBe(500);
    expect((await admin.api.call('GET', `/invoices/${failing.id}`)).json()).toMatchObject({
      number: null,
      status: 'Draft',
    });
    await admin.t.db.execute(sql`drop trigger fail_issue on invoices`);
    const next = await issuedInvoice(admin.api, shipment.id, { charge_ids: [c!.id] });
    expect(sequenceOf(next.number)).toBe(sequenceOf(first.number) + 1);
  });

  it('an issued invoice refuses every change with 409 INVOICE_ISSUED_LOCKED', async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [100]);
    const invoice = await issuedInvoice(admin.api, shipment.id);
    expect(invoice).toMatchObject({ status: 'Issued', issue_date: expect.any(String), amount_due: 121 });
    const attempts = [
      admin.api.call(
        'PUT',
        `/invoices/${invoice.id}`,
        { notes: 'x' },
        { 'if-match': String(invoice.version) },
      ),
      admin.api.call('PUT', `/invoices/${invoice.id}`, {
        lines: [{ id: invoice.lines[0].id, unit_price: 1 }],
      }),
      admin.api.call('PUT', `/invoices/${invoice.id}`, { lines: [] }),
      admin.api.call('DELETE', `/invoices/${invoice.id}`),
      admin.api.call('POST', `/invoices/${invoice.id}/issue`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'INVOICE_ISSUED_LOCKED',
        message: `${invoice.number} is issued and can no longer be changed; make a credit note instead.`,
      });
    }
    expect((await admin.api.call('GET', `/invoices/${invoice.id}`)).json()).toEqual(invoice);
  });
});

describe('credit notes', () => {
  it('credit one line: its own CN sequence, never more than invoiced, lowers the amount due', async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'KWD', [100.5, 20.125]);
    const invoice = await issuedInvoice(admin.api, shipment.id);
    const [first, second] = invoice.lines;
    const over = await admin.api.call('POST', `/invoices/${invoice.id}/credit_note`, {
      lines: [{ line_id: second.id, amount: 20.126 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({
      'lines.0.amount': "The line 'Flete marítimo tramo 2' has less left to credit than that",
    });
    const draft = await admin.api.call('POST', `/invoices/${invoice.id}/credit_note`, {
      lines: [{ line_id: second.id }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({
      kind: 'credit_note',
      status: 'Draft',
      invoice_id: invoice.id,
      net_total: 20.125,
    });
    // The draft already holds the line: crediting it again is refused.
    const twice = await admin.api.call('POST', `/invoices/${invoice.id}/credit_note`, {
      lines: [{ line_id: second.id, amount: 0.001 }],
    });
    expect(twice.statusCode).toBe(400);
    const issued = (await admin.api.call('POST', `/invoices/${draft.json().id}/issue`)).json();
    expect(issued.number).toMatch(new RegExp(`^CN-${year}-\\d{5}$`));
    expect(issued.invoice_number).toBe(invoice.number);
    const after = (await admin.api.call('GET', `/invoices/${invoice.id}`)).json();
    expect(after.amount_credited).toBe(issued.total);
    expect(after.amount_due).toBeCloseTo(invoice.total - issued.total, 6);
    expect(after.credit_notes).toMatchObject([{ id: issued.id, number: issued.number }]);
    expect(after.lines.find((l: { id: number }) => l.id === first.id).credited).toBe(0);
    // The rest, then everything credited: Credited.
    const rest = (await admin.api.call('POST', `/invoices/${invoice.id}/credit_note`, {})).json();
    await admin.api.call('POST', `/invoices/${rest.id}/issue`);
    expect((await admin.api.call('GET', `/invoices/${invoice.id}`)).json()).toMatchObject({
      status: 'Credited',
      amount_due: 0,
    });
    // The credited charges can be billed again.
    expect((await draftFor(admin.api, shipment.id)).statusCode).toBe(201);
  });

  it('a draft invoice cannot be credited', async () => {
    const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [100]);
    const draft = (await draftFor(admin.api, shipment.id)).json();
    const res = await admin.api.call('POST', `/invoices/${draft.id}/credit_note`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Issue the invoice first');
  });
});

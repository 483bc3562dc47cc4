import { beforeAll, describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { recordBill, shipmentWithCosts } from '../supplier-bills/supplier-bills.fixtures';
import { issuedInvoice, shipmentWithCharges } from './invoices.fixtures';

const admin = adminQuotationApi();
const YEAR = '?from=2026-01-01&to=2026-12-31';
const exportJournal = (query = YEAR) => admin.api.call('GET', `/exports/journal.csv${query}`);

/** The export's rows as objects of the header's columns (the cells never hold a comma here). */
function rowsOf(csv: string) {
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  const names = header!.split(',');
  return lines.map((line) =>
    Object.fromEntries(line.split(',').map((cell, i) => [names[i], cell.replace(/^"|"$/g, '')])),
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
let invoice: { id: number; number: string; total: number; lines: { id: number }[] };

beforeAll(async () => {
  const packaging = (await admin.api.categories()).packaging;
  const saved = await admin.api.call('PUT', '/invoice_settings', {
    accounts: {
      receivable: '430000',
      payable: '400000',
      bank: '572000',
      tax: '477000',
      revenue_default: '705000',
      revenue_by_category: [{ category_id: packaging, account: '705100' }],
      cost_default: '607000',
      cost_by_category: [],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [100, 50.5]);
  invoice = await issuedInvoice(admin.api, shipment.id);
});

describe('GET /exports/journal.csv', () => {
  it('answers 409 naming the missing exchange rate to the base currency, then balances with it', async () => {
    const missing = await exportJournal();
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.message).toMatch(
      /^No exchange rate EUR→USD in force on 2026-\d\d-\d\d for INV-/,
    );
    const rate = await admin.api.call('POST', '/exchange_rates', { base: 'EUR', quote: 'USD', rate: '1.1' });
    expect(rate.statusCode, rate.body).toBe(201);
    const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [10]);
    const other = await issuedInvoice(admin.api, shipment.id);
    const paid = await admin.api.call('POST', `/invoices/${invoice.id}/payments`, {
      amount: 60,
      date: other.issue_date,
      method: 'Bank transfer',
    });
    const payment = paid.json().payments[0];
    await admin.api.call('POST', `/invoices/${invoice.id}/payments/${payment.id}/reverse`);
    const note = await admin.api.call('POST', `/invoices/${invoice.id}/credit_note`, {
      lines: [{ line_id: invoice.lines[1]!.id }],
    });
    const credit = (await admin.api.call('POST', `/invoices/${note.json().id}/issue`)).json();

    // As the web asks for it: a download flag beside the period.
    const res = await exportJournal(`${YEAR}&download=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="journal-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.body.split('\r\n')[0]).toBe(
      'date,document,account,debit,credit,currency,base_amount,base_currency',
    );
    const rows = rowsOf(res.body);
    const posted = (document: string) =>
      rows.filter((row) => row.document === document).map((r) => [r.account, r.debit, r.credit]);
    expect(posted(invoice.number)).toEqual([
      ['430000', '182.11', '0'],
      ['705100', '0', '150.5'],
      ['477000', '0', '31.61'],
      ['572000', '60', '0'],
      ['430000', '0', '60'],
      ['572000', '0', '60'],
      ['430000', '60', '0'],
    ]);
    expect(posted(credit.number)).toEqual([
      ['430000', '0', '61.11'],
      ['705100', '50.5', '0'],
      ['477000', '10.61', '0'],
    ]);
    const receivable = rows.find((row) => row.document === invoice.number)!;
    expect(receivable).toMatchObject({ currency: 'EUR', base_amount: '200.32', base_currency: 'USD' });
    const debits = sum(rows.map((row) => Number(row.debit)));
    expect(debits).toBeCloseTo(sum(rows.map((row) => Number(row.credit))), 6);
    expect(sum(rows.map((row) => Number(row.base_amount)))).toBeCloseTo(0, 6);
    expect(debits).toBeGreaterThan(0);
  });

  it('posts each supplier bill not disputed: cost per cost category, payable, base at the kept rates', async () => {
    const settings = (await admin.api.call('GET', '/invoice_settings')).json();
    const packaging = (await admin.api.categories()).packaging;
    const cost_by_category = [{ category_id: packaging, account: '600100' }];
    const saved = await admin.api.call('PUT', '/invoice_settings', {
      accounts: { ...settings.accounts, cost_by_category },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const supplier = 'Naviera Ibáñez';
    const shipment = await shipmentWithCosts(admin.api, 'EUR', [
      { sell: 900, buy: { supplier, total: 500.5 } },
      { sell: 100, buy: { supplier, total: 40 } },
    ]);
    const [first, second] = shipment.charges.map((charge) => charge.id);
    const matched = await recordBill(admin.api, shipment.id, {
      supplier,
      number: 'F-2026-118',
      currency: 'EUR',
      lines: [
        { expected_cost_id: first!, amount: 500.5 },
        { expected_cost_id: second!, amount: 40 },
      ],
    });
    expect(matched.json().status).toBe('matched');
    const over = await recordBill(admin.api, shipment.id, {
      supplier,
      number: 'F-2026-119',
      currency: 'EUR',
      lines: [{ expected_cost_id: first!, amount: 300 }],
    });
    const disputed = await admin.api.call('POST', `/supplier_invoices/${over.json().id}/dispute`, {
      note: 'Facturado dos veces',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);

    const rows = rowsOf((await exportJournal()).body);
    const posted = (document: string) =>
      rows
        .filter((row) => row.document === document)
        .map((r) => [r.date, r.account, r.debit, r.credit, r.base_amount]);
    expect(posted(`${supplier} F-2026-118`)).toEqual([
      ['2026-11-20', '400000', '0', '540.5', '-594.55'],
      ['2026-11-20', '600100', '540.5', '0', '594.55'],
    ]);
    expect(posted(`${supplier} F-2026-119`)).toEqual([]);
    expect(sum(rows.map((row) => Number(row.base_amount)))).toBeCloseTo(0, 6);
  });

  it('answers 400 naming each bad date, and a day range before any document is only the header', async () => {
    const bad = await exportJournal('?from=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      from: 'From date must be a valid date (YYYY-MM-DD)',
      to: 'To date is required',
    });
    const backwards = await exportJournal('?from=2026-05-01&to=2026-04-30');
    expect(backwards.json().error.fields).toEqual({ to: 'To date must be on or after the From date' });
    const empty = await exportJournal('?from=2025-01-01&to=2025-01-31');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('date,document,account,debit,credit,currency,base_amount,base_currency\r\n');
  });

  it('refuses accounts left blank in the settings, naming the field', async () => {
    const res = await admin.api.call('PUT', '/invoice_settings', {
      accounts: { ...(await admin.api.call('GET', '/invoice_settings')).json().accounts, receivable: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'accounts.receivable': 'Receivable account is required' });
  });
});

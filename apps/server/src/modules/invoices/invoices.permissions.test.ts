import type { PermissionName } from '@freight/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { draftFor, issuedInvoice, shipmentWithCharges } from './invoices.fixtures';

const admin = adminQuotationApi();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let ids: { shipment: number; draft: number; issued: number; payment: number };

beforeAll(async () => {
  const { shipment } = await shipmentWithCharges(admin.api, 'EUR', [100, 50]);
  const issued = await issuedInvoice(admin.api, shipment.id, { charge_ids: [shipment.charges[0]!.id] });
  const paid = await admin.api.call('POST', `/invoices/${issued.id}/payments`, {
    amount: 10,
    date: '2026-11-27',
    method: 'Cash',
  });
  const draft = (await draftFor(admin.api, shipment.id)).json();
  ids = { shipment: shipment.id, draft: draft.id, issued: issued.id, payment: paid.json().payments[0].id };
});

/** Every invoices endpoint and the one grant it needs. */
const endpoints: [Method, () => string, PermissionName][] = [
  ['GET', () => '/invoices', 'view'],
  ['GET', () => '/invoices/totals', 'view'],
  ['GET', () => `/invoices/${ids.issued}`, 'view'],
  ['GET', () => `/invoices/${ids.issued}/history`, 'view'],
  ['GET', () => `/shipments/${ids.shipment}/invoices`, 'view'],
  ['GET', () => '/reports/receivables', 'view'],
  ['GET', () => `/invoices/${ids.issued}/ubl`, 'view'],
  ['GET', () => '/exports/journal.csv?from=2026-01-01&to=2026-12-31', 'view'],
  ['POST', () => `/shipments/${ids.shipment}/invoices`, 'create'],
  ['POST', () => `/invoices/${ids.issued}/credit_note`, 'create'],
  ['PUT', () => `/invoices/${ids.draft}`, 'edit'],
  ['POST', () => `/invoices/${ids.draft}/issue`, 'edit'],
  ['POST', () => `/invoices/${ids.issued}/payments`, 'edit'],
  ['POST', () => `/invoices/${ids.issued}/payments/${ids.payment}/reverse`, 'edit'],
  ['DELETE', () => `/invoices/${ids.draft}`, 'delete'],
];

describe('invoices permissions', () => {
  for (const [method, url, needed] of endpoints) {
    it(`${method} ${url.toString().replace(/.*=> /, '')} needs invoices:${needed}`, async () => {
      const others = (['view', 'create', 'edit', 'delete'] as const).filter((p) => p !== needed);
      const without = await admin.t.signedInUser({ grants: { invoices: others, shipments: ['view'] } });
      const body = method === 'PUT' ? { notes: 'x' } : undefined;
      const refused = await admin.t.call(method, url(), without.cookie, body);
      expect(refused.statusCode).toBe(403);
      const anonymous = await admin.t.app.inject({ method, url: `/api/1${url()}` });
      expect(anonymous.statusCode).toBe(401);
      const holder = await admin.t.signedInUser({ grants: { invoices: [needed] } });
      const allowed = await admin.t.call(method, url(), holder.cookie, body);
      expect(allowed.statusCode, allowed.body).not.toBe(403);
    });
  }

  it('changing the tax rates needs settings:edit; reading them any session', async () => {
    const biller = await admin.t.signedInUser({ grants: { invoices: ['view', 'create', 'edit', 'delete'] } });
    expect((await admin.t.call('GET', '/invoice_settings', biller.cookie)).statusCode).toBe(200);
    const put = await admin.t.call('PUT', '/invoice_settings', biller.cookie, {
      bank_iban: 'ES91 2100 0418 4502 0005 1332',
    });
    expect(put.statusCode).toBe(403);
    const res = await admin.api.call('PUT', '/invoice_settings', {
      bank_iban: 'ES91 2100 0418 4502 0005 1332',
    });
    expect(res.statusCode, res.body).toBe(200);
    const wrongDefault = await admin.api.call('PUT', '/invoice_settings', { default_tax_rate: 'IVA 21' });
    expect(wrongDefault.json().error.fields).toEqual({
      default_tax_rate: 'The default tax rate must be one of the tax rates',
    });
  });
});

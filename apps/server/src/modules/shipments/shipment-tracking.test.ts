import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type QuotationApi, quotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

let t: TestApp;
let api: QuotationApi;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://desk.example.com', trackingLinkSecret: 's'.repeat(40) });
  api = quotationApi(t, (await t.signedInUser({ role: 'admin' })).cookie);
});
afterAll(() => t?.close());

async function trackedShipment() {
  const q = await quotationWithContents(api, {
    transport_mode: 'Sea FCL',
    origin_code: 'CNSGH',
    destination_code: 'DEHAM',
    notes: 'Internal: client pays late',
  });
  await moveQuotation(api, q.id, 'Active');
  const shipment = await shipmentOf(api, q.id);
  const token = /\/t\/([A-Za-z0-9_-]{43})$/.exec(shipment.tracking_url)?.[1] as string;
  return { shipment, token };
}

const publicGet = (token: string) => t.app.inject({ method: 'GET', url: `/api/1/public/shipments/${token}` });

/** Every key anywhere in a parsed JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe('the tracking link', () => {
  it("staff's answer carries {PUBLIC_URL}/t/{token}, the same on every read", async () => {
    const { shipment, token } = await trackedShipment();
    expect(shipment.tracking_url).toBe(`https://desk.example.com/t/${token}`);
    expect((await api.call('GET', `/shipments/${shipment.id}`)).json().tracking_url).toBe(
      shipment.tracking_url,
    );
  });

  it('signed out, answers the number, status, references, route with names, legs and milestones', async () => {
    const { shipment, token } = await trackedShipment();
    const departed = shipment.milestones.find((m: { key: string }) => m.key === 'departed');
    await api.call(
      'PUT',
      `/shipment_milestones/${departed.id}`,
      { actual_at: '2026-11-20T08:00:00Z' },
      { 'if-match': String(departed.version) },
    );
    const res = await publicGet(token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      shipment_number: shipment.shipment_number,
      status: 'InTransit',
      transport_mode: 'Sea FCL',
      origin: { code: 'CNSGH' },
      destination: { code: 'DEHAM' },
      owner_name: 'Test User',
    });
    expect(body.destination.name).toContain('Hamburg');
    // The place and its country's code apart, for the page to name the country in its language.
    expect(body.destination).toMatchObject({ place: 'Hamburg', country: 'DE' });
    expect(body.legs[0]).toMatchObject({ from: { code: 'CNSGH' }, to: { code: 'DEHAM' } });
    expect(body.milestones.find((m: { key: string }) => m.key === 'departed')).toMatchObject({
      actual_at: '2026-11-20T08:00:00.000Z',
      status: 'done',
    });
  });

  it("speaks the quotation contact's language, else the company's document language", async () => {
    const { shipment, token } = await trackedShipment();
    expect((await publicGet(token)).json().language).toBe('en');
    const quotation = (await api.call('GET', `/quotations/${shipment.quotation_id}`)).json();
    const contact = (await api.call('GET', `/contacts/${quotation.contact_id}`)).json();
    const moved = await api.call(
      'PUT',
      `/contacts/${contact.id}`,
      { language: 'es' },
      { 'if-match': String(contact.version) },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await publicGet(token)).json().language).toBe('es');
  });

  it('holds none of the internal fields anywhere in its JSON', async () => {
    const { token } = await trackedShipment();
    const res = await publicGet(token);
    const forbidden =
      /^(id|.*_id|charges|sell.*|buy.*|.*cost.*|notes?|e-?mail.*|set_by.*|version|user.*|client_name)$/;
    const keys = keysOf(JSON.parse(res.body));
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => forbidden.test(key))).toEqual([]);
    expect(res.body).not.toContain('Internal: client pays late');
    expect(res.body).not.toContain('1250.5');
    // No staff e-mail address, not even the owner's.
    expect(res.body).not.toContain('@');
  });

  it('answers 404 naming the problem for an unknown token, and still answers a cancelled shipment', async () => {
    const unknown = await publicGet('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/tracking link is not known/);
    const { shipment, token } = await trackedShipment();
    const cancelled = await api.call(
      'PUT',
      `/shipments/${shipment.id}`,
      { status: 'Cancelled' },
      { 'if-match': String(shipment.version) },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await publicGet(token)).json()).toMatchObject({ status: 'Cancelled' });
  });
});

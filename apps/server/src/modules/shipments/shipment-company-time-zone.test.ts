import { describe, expect, it } from 'vitest';
import { sendingTestApp } from '../quotations/quotation-revisions.fixtures';
import { pdfPages, setCompany } from '../quotations/quote-send.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

const sending = sendingTestApp({ deps: () => ({ trackingLinkSecret: 't'.repeat(40) }) });

/** 23:30 UTC on 2 December: already the morning of 3 December in Tokyo. */
const LATE_EVENING_UTC = '2026-12-02T23:30:00Z';

async function tokyoShipment() {
  await setCompany(sending.t, sending.adminCookie, { time_zone: 'Asia/Tokyo', date_format: 'D MMM YYYY' });
  const q = await quotationWithContents(sending.api, { transport_mode: 'Sea FCL' });
  await moveQuotation(sending.api, q.id, 'Active');
  return shipmentOf(sending.api, q.id);
}

describe("dates and times people receive follow the company's time zone", () => {
  it('the booking confirmation PDF prints a 23:30 UTC departure on the next day in Tokyo, naming the zone', async () => {
    const shipment = await tokyoShipment();
    const [leg] = shipment.legs;
    const saved = await sending.api.call(
      'PUT',
      `/shipment_legs/${leg.id}`,
      { etd: LATE_EVENING_UTC },
      { 'if-match': String(leg.version) },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await sending.api.call('GET', `/shipments/${shipment.id}/documents/booking_confirmation.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = (await pdfPages(res.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('3 Dec 2026 08:30 Asia/Tokyo');
    expect(text).not.toContain('2 Dec 2026 23:30');
  });

  it("a milestone e-mail writes the time on the company's clock", async () => {
    const shipment = await tokyoShipment();
    const token = /\/t\/([A-Za-z0-9_-]{43})$/.exec(shipment.tracking_url)?.[1] as string;
    const subscribe = (url: string, payload: object) =>
      sending.t.app.inject({ method: 'POST', url: `/api/1/public${url}`, payload });
    expect((await subscribe(`/shipments/${token}/subscribe`, { email: 'kenji@tokyo.test' })).statusCode).toBe(
      202,
    );
    const confirmation = await sending.smtp.waitFor((m) => m.to.includes('kenji@tokyo.test'));
    const confirmToken = /\/confirm\/([A-Za-z0-9_-]{43})/.exec(confirmation.text)?.[1];
    expect((await subscribe('/shipment_subscriptions/confirm', { token: confirmToken })).statusCode).toBe(
      200,
    );
    const detail = (await sending.api.call('GET', `/shipments/${shipment.id}`)).json();
    const departed = detail.milestones.find((m: { key: string }) => m.key === 'departed');
    const set = await sending.api.call(
      'PUT',
      `/shipment_milestones/${departed.id}`,
      { actual_at: LATE_EVENING_UTC },
      { 'if-match': String(departed.version) },
    );
    expect(set.statusCode, set.body).toBe(200);
    const update = await sending.smtp.waitFor(
      (m) => m.to.includes('kenji@tokyo.test') && m.subject.includes('Vessel departed'),
    );
    expect(update.text).toContain('on 3 Dec 2026 08:30 Asia/Tokyo.');
  });
});

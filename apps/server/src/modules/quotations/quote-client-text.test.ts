import { describe, expect, it } from 'vitest';
import { pricingHelpers } from '../rate-cards/rate-cards.fixtures';
import { sendingTestApp } from './quotation-revisions.fixtures';
import { pdfPages } from './quote-send.fixtures';

const sending = sendingTestApp();
const { card, quotationOn } = pricingHelpers(() => sending.api);

// What a client must never read: the carrier, the weight break and the buy rates (freight and surcharge), and
// the card's buy total.
const BUY_SIDE = ['Emirates', 'SkyCargo', 'break', '2.37', '0.85', 'per kg', '2,961.32', '2961.32'];

/** An Air quotation HKG → AMS of 1,249.5 kg priced from an Emirates SkyCargo card; answers it and its lines. */
async function pricedFromCard() {
  const chosen = await card('HKG', {
    carrier: 'Emirates SkyCargo',
    breaks: [
      { min_weight: 0, rate: 7.77 },
      { min_weight: 1000, rate: 2.37 },
    ],
    minimum_charge: 0,
    surcharges: [{ name: 'Fuel surcharge', basis: 'per_kg', amount: 0.85 }],
  });
  const q = await quotationOn('HKG', 1249.5);
  const applied = await sending.api.call('POST', `/quotations/${q.id}/apply_rate_card`, {
    rate_card_id: chosen.id,
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const lines = (await sending.api.call('GET', `/cost_items?quotation_id=${q.id}`)).json().data;
  return { q: await sending.api.getQuotation(q.id), lines };
}

const sell = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2 });

describe("the client's view of lines priced from a rate card", () => {
  it('keeps carrier, break and buy rate in the desk description and gives the client a plain one', async () => {
    const { lines } = await pricedFromCard();
    expect(lines.map((l: { description: string }) => l.description)).toEqual([
      'Emirates SkyCargo Air HKG-AMS: +1000 kg break: 1249.5 kg x 2.37',
      'Emirates SkyCargo Air HKG-AMS: Fuel surcharge (0.85 per kg)',
    ]);
    expect(lines.map((l: { client_description: string }) => l.client_description)).toEqual([
      'Air freight HKG–AMS, 1,249.5 kg chargeable',
      'Fuel surcharge HKG–AMS',
    ]);
    expect(lines[0]).toMatchObject({ supplier: 'Emirates SkyCargo', buy_total: 2961.32 });
  });

  it('prints only the client description and the sell amount on the PDF and in the e-mailed PDF', async () => {
    const { q, lines } = await pricedFromCard();
    const pdf = await sending.api.call('GET', `/quotations/${q.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const res = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      to: ['buyer@tulip.test'],
      subject: `Quote ${q.quotation_number} for you`,
      message: 'Hello {client_name}: {acceptance_url} ({total})',
    });
    expect(res.statusCode, res.body).toBe(202);
    const mail = await sending.smtp.waitFor((m) => m.subject === `Quote ${q.quotation_number} for you`);
    for (const document of [pdf.rawPayload, mail.attachments[0]!.content]) {
      const text = (await pdfPages(document)).join('\n');
      expect(text).toContain('Air freight HKG–AMS, 1,249.5 kg chargeable');
      expect(text).toContain('Fuel surcharge HKG–AMS');
      for (const line of lines) expect(text).toContain(sell(line.total_cost));
      for (const secret of BUY_SIDE) expect(text, secret).not.toContain(secret);
    }
    for (const secret of BUY_SIDE) expect(mail.text, secret).not.toContain(secret);
  });

  it('answers the public link with the client description and the sell amount, nothing of the buy side', async () => {
    const { q, lines } = await pricedFromCard();
    const res = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      to: ['buyer@tulip.test'],
      subject: 's',
      message: 'm',
    });
    expect(res.statusCode, res.body).toBe(202);
    const token = (res.json().acceptance_url as string).split('/q/')[1]!;
    const view = await sending.t.app.inject({ method: 'GET', url: `/api/1/public/quotes/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().cost_lines).toEqual([
      {
        location: 'Origin',
        description: 'Air freight HKG–AMS, 1,249.5 kg chargeable',
        amount: lines[0].total_cost,
      },
      { location: 'Origin', description: 'Fuel surcharge HKG–AMS', amount: lines[1].total_cost },
    ]);
    for (const secret of BUY_SIDE) expect(view.body, secret).not.toContain(secret);
  });
});

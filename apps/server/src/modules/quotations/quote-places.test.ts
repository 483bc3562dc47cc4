import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from './quotation-contents.fixtures';
import { pdfPages } from './quote-send.fixtures';

const ctx = adminQuotationApi();

async function pdfText(id: number) {
  const res = await ctx.api.call('GET', `/quotations/${id}/pdf`);
  expect(res.statusCode).toBe(200);
  // A long name wraps in its column: compare with the line breaks read as spaces.
  return (await pdfPages(res.rawPayload)).join('\n').replace(/\s+/g, ' ');
}

describe('the places of a quote on its PDF', () => {
  it('prints each lane code with its name and country', async () => {
    const q = await ctx.api.newQuotation({
      transport_mode: 'Sea LCL',
      origin_code: 'DEHAM',
      destination_code: 'ESALG',
    });
    const text = await pdfText(q.id);
    expect(text).toContain('DEHAM — Hamburg, Germany');
    expect(text).toContain('ESALG — Algeciras, Spain');
  });

  it('says an old code is not a known location rather than dropping it', async () => {
    const q = await ctx.api.newQuotation({ transport_mode: 'Air', origin_code: 'JED' });
    await ctx.t.pool.query(`update quotations set destination_code = 'ZZZ' where id = $1`, [q.id]);
    const text = await pdfText(q.id);
    expect(text).toContain('JED — King Abdulaziz International Airport, Saudi Arabia');
    expect(text).toContain('ZZZ (not a known location)');
  });

  it("names the places in the client's language: the country by Intl, an old code's note in words", async () => {
    const contact = await ctx.api.call('POST', '/contacts', {
      name: 'Jonas',
      last_name: 'Weber',
      language: 'de',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const q = await ctx.api.newQuotation({
      contact_id: contact.json().id,
      transport_mode: 'Sea LCL',
      origin_code: 'DEHAM',
      destination_code: 'ESALG',
    });
    await ctx.t.pool.query(`update quotations set destination_code = 'ZZZ' where id = $1`, [q.id]);
    const text = await pdfText(q.id);
    expect(text).toContain('DEHAM — Hamburg, Deutschland');
    expect(text).toContain('ZZZ (unbekannter Ort)');
    expect(text).not.toContain('Germany');
  });
});

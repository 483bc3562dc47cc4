import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi, completeAddress } from './quotation-contents.fixtures';
import { pdfPages, setCompany } from './quote-send.fixtures';

const ctx = adminQuotationApi();
const pdfOf = (id: number, cookie?: string) =>
  ctx.t.app.inject({ method: 'GET', url: `/api/1/quotations/${id}/pdf`, headers: cookie ? { cookie } : {} });

async function folderContents(quotationId: number) {
  const folder = await ctx.api.call('POST', `/quotations/${quotationId}/document_folder`);
  expect(folder.statusCode, folder.body).toBe(200);
  const contents = await ctx.api.call('GET', `/folders/${folder.json().id}/contents`);
  expect(contents.statusCode, contents.body).toBe(200);
  return contents.json();
}

/** Each piece of text on the first page with where it starts (x, y, in points) and how wide it is. */
async function placedText(bytes: Buffer | Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  const items = content.items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [
          {
            text: item.str,
            x: item.transform[4] as number,
            y: item.transform[5] as number,
            width: item.width,
          },
        ]
      : [],
  );
  await pdf.destroy();
  return items;
}

describe('GET /quotations/{id}/pdf', () => {
  it('answers a PDF with the number, client, every cost line by location, the total, terms and footer', async () => {
    const { api, t } = ctx;
    const admin = await t.signedInUser({ role: 'admin' });
    await setCompany(t, admin.cookie, {
      company_name: 'Harbour Freight Ltd',
      address: '1 Quay Street\nRotterdam',
      tax_number: 'NL123456789B01',
      terms: 'Rates exclude duties and taxes.',
      footer: 'Harbour Freight Ltd · Registered in Rotterdam',
    });
    const q = await api.newQuotation({ client_name: 'Acme Imports', currency: 'EUR' });
    await api.addCargoLine(q.id, { name: 'Pallet of tiles', quantity: 3 });
    await api.addCostLine(q.id, { description: 'Export clearance', total_cost: 125.5, location: 'Origin' });
    await api.addCostLine(q.id, { description: 'Ocean freight', total_cost: 2300, location: 'Origin' });
    await api.addCostLine(q.id, {
      description: 'Delivery to door',
      total_cost: 410,
      location: 'Destination',
    });

    const res = await pdfOf(q.id, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${q.quotation_number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(res.rawPayload)).join('\n');
    for (const expected of [
      `Quotation ${q.quotation_number}`,
      'Acme Imports',
      'Harbour Freight Ltd',
      'NL123456789B01',
      'Pallet of tiles',
      'Origin charges',
      'Destination charges',
      'Export clearance',
      '125.50',
      'Ocean freight',
      '2,300.00',
      'Delivery to door',
      '410.00',
      'Total (EUR)',
      '2,835.50',
      'Rates exclude duties and taxes.',
      'Registered in Rotterdam',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('breaks a long cargo list across pages and repeats the table header on each', async () => {
    const { api, t } = ctx;
    const q = await api.newQuotation({ client_name: 'Long List Co' });
    for (let i = 1; i <= 110; i++) await api.addCargoLine(q.id, { name: `Carton ${i}` });
    const admin = await t.signedInUser({ role: 'admin' });
    const pages = await pdfPages((await pdfOf(q.id, admin.cookie)).rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const cargoPages = pages.filter((page) => /Carton \d+/.test(page));
    expect(cargoPages.length).toBeGreaterThanOrEqual(3);
    for (const page of cargoPages) expect(page).toMatch(/Item\s+Pieces\s+Dimensions/);
    const all = pages.join('\n');
    expect(all).toContain('Carton 1 ');
    expect(all).toContain('Carton 110');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('prints Arabic, Chinese, Greek and Cyrillic names', async () => {
    const { api, t } = ctx;
    const admin = await t.signedInUser({ role: 'admin' });
    const arabic = await api.newQuotation({ client_name: 'شركة النقل' });
    const chinese = await api.newQuotation({ client_name: '上海物流有限公司' });
    const mixed = await api.newQuotation({ client_name: 'Αθήνα Логистика' });
    // The words come out of the text layer as they were typed, and each script's font is embedded.
    const arabicPdf = (await pdfOf(arabic.id, admin.cookie)).rawPayload;
    const arabicText = (await pdfPages(arabicPdf)).join(' ');
    expect(arabicText).toContain('شركة');
    expect(arabicText).toContain('النقل');
    expect(arabicPdf.toString('latin1')).toContain('NotoNaskhArabic');
    const chinesePdf = (await pdfOf(chinese.id, admin.cookie)).rawPayload;
    expect((await pdfPages(chinesePdf)).join(' ')).toContain('上海物流有限公司');
    expect(chinesePdf.toString('latin1')).toContain('NotoSansHans');
    expect((await pdfPages((await pdfOf(mixed.id, admin.cookie)).rawPayload)).join(' ')).toContain(
      'Αθήνα Логистика',
    );
  });

  it('wraps a long street, e-mail and company name instead of cutting them, and names the client once with the company', async () => {
    const { api, t } = ctx;
    const admin = await t.signedInUser({ role: 'admin' });
    const company = 'Farah Trading & Logistics Company International Holdings LLC';
    const email = 'lina.farah.operations.department@farah-trading-logistics.test';
    const street =
      'Unit 14B, Building 7, Kwai Chung Container Terminal Logistics Centre, 38 Container Port Road South, Kwai Chung';
    expect(street.length).toBeGreaterThanOrEqual(110);
    expect(email.length).toBeGreaterThanOrEqual(60);
    const contact = await api.call('POST', '/contacts', {
      name: 'Lina',
      last_name: 'Farah',
      email,
      company_name: company,
    });
    const q = await api.newQuotation({
      contact_id: contact.json().id,
      client_name: 'Lina Farah',
      client_email: email,
    });
    const origin = await api.call('POST', '/addresses', {
      ...completeAddress,
      address_line_1: street,
      quotation_id: q.id,
      quotation_role: 'origin',
    });
    expect(origin.statusCode, origin.body).toBe(201);

    const text = (await pdfPages((await pdfOf(q.id, admin.cookie)).rawPayload)).join(' ');
    // A wrapped line ends where a space or a cut was: read without the spaces, every character is there.
    const squeezed = (value: string) => value.replace(/\s+/g, '');
    for (const whole of [street, email, company]) expect(squeezed(text), whole).toContain(squeezed(whole));
    expect(text).not.toContain('…');
    expect(text.match(/Lina Farah/g)).toHaveLength(1);
  });

  it('prints emoji with the emoji font, beside Arabic and Chinese', async () => {
    const { api, t } = ctx;
    const admin = await t.signedInUser({ role: 'admin' });
    const q = await api.newQuotation({ client_name: 'Fragile 📦 شركة النقل 上海物流 🚚' });
    await api.addCostLine(q.id, { description: 'Air freight ✈️ express', total_cost: 10 });
    const pdf = (await pdfOf(q.id, admin.cookie)).rawPayload;
    const text = (await pdfPages(pdf)).join(' ');
    for (const part of ['📦', '🚚', '✈', 'express', 'شركة', '上海物流']) expect(text, part).toContain(part);
    const fonts = pdf.toString('latin1');
    for (const font of ['NotoEmoji', 'NotoNaskhArabic', 'NotoSansHans']) expect(fonts, font).toContain(font);
  });

  it('prints a joined emoji with no extra space after it, and a sub-item indented under its parent', async () => {
    const { api, t } = ctx;
    const admin = await t.signedInUser({ role: 'admin' });
    const q = await api.newQuotation({ client_name: 'Transportes Núñez', currency: 'JPY' });
    const familia = 'Familia 👨‍👩‍👧 Núñez';
    const parent = await api.addCostLine(q.id, {
      description: familia,
      client_description: familia,
      total_cost: 12000,
    });
    await api.addCostLine(q.id, {
      description: 'Embalaje 🇪🇸 extra',
      client_description: 'Embalaje 🇪🇸 extra',
      total_cost: 3000,
      is_sub_item: true,
      parent_id: parent.id,
    });
    const items = await placedText((await pdfOf(q.id, admin.cookie)).rawPayload);
    const at = (text: string) => items.find((item) => item.text.includes(text))!;

    // 9-point text: the family glyph is 1.27 em wide, a space 0.26 em; the emoji font's own space is 1.27 em.
    const family = at('👨‍👩‍👧');
    expect(family.text.trim()).toBe('👨‍👩‍👧');
    const after = items.find((item) => item.text.includes('Núñez') && Math.abs(item.y - family.y) < 3)!;
    const gap = after.x - family.x;
    expect(gap).toBeGreaterThan(9 * 1.27);
    expect(gap).toBeLessThan(9 * (1.27 + 0.5));

    expect(at('Embalaje').x).toBeGreaterThan(at('Familia').x + 8);
    expect(at('Embalaje').y).toBeLessThan(at('Familia').y);
  });

  it("writes the quote date and valid-until date in the company's date format", async () => {
    const { api, t } = ctx;
    const admin = await t.signedInUser({ role: 'admin' });
    const q = await api.newQuotation({ start_date: '2026-03-04', valid_until_date: '2026-12-27' });
    const textIn = async (date_format: string) => {
      await setCompany(t, admin.cookie, { date_format });
      return (await pdfPages((await pdfOf(q.id, admin.cookie)).rawPayload)).join(' ');
    };
    const [y, m, d] = String(q.created_date).split('-');
    const dayMonth = await textIn('DD/MM/YYYY');
    expect(dayMonth).toContain(`${d}/${m}/${y}`);
    expect(dayMonth).toContain('27/12/2026');
    expect(dayMonth).not.toContain('2026-12-27');
    const named = await textIn('D MMM YYYY');
    expect(named).toContain('27 Dec 2026');
    expect(named).not.toContain('27/12/2026');
  });

  it("files a copy in the quotation's folder as {number}.pdf, a new version when the quote changed", async () => {
    const { api, t } = ctx;
    const editor = await t.signedInUser({ grants: { quotations: ['view', 'edit'] } });
    const q = await api.newQuotation();
    expect((await pdfOf(q.id, editor.cookie)).statusCode).toBe(200);
    // Unchanged: the same bytes, no new version.
    expect((await pdfOf(q.id, editor.cookie)).statusCode).toBe(200);
    await api.addCostLine(q.id, { description: 'Fuel surcharge', total_cost: 40 });
    expect((await pdfOf(q.id, editor.cookie)).statusCode).toBe(200);
    const contents = await folderContents(q.id);
    const copies = contents.documents.filter((d: { name: string }) => d.name === `${q.quotation_number}.pdf`);
    expect(copies).toHaveLength(1);
    expect(copies[0].version_number).toBe(2);
    expect(copies[0].mime_type).toBe('application/pdf');
  });

  it('a viewer gets the PDF without a copy being filed; without quotations:view 403; signed out 401', async () => {
    const { api, t } = ctx;
    const q = await api.newQuotation();
    const viewer = await t.signedInUser({ grants: { quotations: ['view'] } });
    expect((await pdfOf(q.id, viewer.cookie)).statusCode).toBe(200);
    expect((await folderContents(q.id)).documents).toHaveLength(0);
    const outsider = await t.signedInUser({ grants: { contacts: ['view'] } });
    expect((await pdfOf(q.id, outsider.cookie)).statusCode).toBe(403);
    expect((await pdfOf(q.id)).statusCode).toBe(401);
    const admin = await t.signedInUser({ role: 'admin' });
    expect((await pdfOf(999_999, admin.cookie)).statusCode).toBe(404);
  });
});

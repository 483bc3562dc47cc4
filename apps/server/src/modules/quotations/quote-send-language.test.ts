import { describe, expect, it } from 'vitest';
import { sendingTestApp } from './quotation-revisions.fixtures';
import { pdfPages, setCompany } from './quote-send.fixtures';

/** Quotes go out in the client's language: the contact's, the sender's choice, else the company's default. */
const sending = sendingTestApp();

async function contactIn(language: string, email = `c${Math.random().toString(36).slice(2)}@client.test`) {
  const res = await sending.api.call('POST', '/contacts', {
    name: 'Lucía',
    last_name: 'Pérez',
    email,
    language,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, email };
}

/** A quote for a contact in the language, with a cost line so that it may be sent. */
async function quoteFor(language: string) {
  const contact = await contactIn(language);
  const q = await sending.api.newQuotation({
    contact_id: contact.id,
    client_name: 'Pérez Logística',
    currency: 'EUR',
  });
  await sending.api.addCostLine(q.id, {
    description: 'Flete marítimo',
    total_cost: 1234.5,
    location: 'Origin',
  });
  return { q, contact };
}

const draftOf = async (id: number, query = '') => {
  const res = await sending.api.call('GET', `/quotations/${id}/send-draft${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const pdfText = async (id: number) => {
  const res = await sending.t.app.inject({
    method: 'GET',
    url: `/api/1/quotations/${id}/pdf`,
    headers: { cookie: sending.adminCookie },
  });
  expect(res.statusCode).toBe(200);
  return (await pdfPages(res.rawPayload)).join(' ');
};

describe('the language a quote goes out in', () => {
  it("a Spanish contact's send with no subject or message gets the Spanish template, PDF and acceptance page", async () => {
    const { q, contact } = await quoteFor('es');
    const draft = await draftOf(q.id);
    expect(draft.language).toBe('es');
    expect(draft.subject).toBe(`Cotización ${q.quotation_number} para Pérez Logística`);

    const res = await sending.api.call('POST', `/quotations/${q.id}/send`, { to: [contact.email] });
    expect(res.statusCode, res.body).toBe(202);
    const mail = await sending.smtp.waitFor((m) => m.envelopeTo.includes(contact.email));
    expect(mail.subject).toBe(`Cotización ${q.quotation_number} para Pérez Logística`);
    expect(mail.text).toContain('Estimado/a Pérez Logística:');
    expect(mail.text).toContain(res.json().acceptance_url);
    const pdf = (await pdfPages(mail.attachments[0]!.content)).join(' ');
    expect(pdf).toContain(`Cotización ${q.quotation_number}`);
    expect(pdf).toContain('Válida hasta');
    expect(pdf).toContain('Gastos en origen');
    expect(pdf).toContain('1234,50 €');

    const token = (res.json().acceptance_url as string).split('/q/')[1];
    const page = await sending.t.app.inject({ method: 'GET', url: `/api/1/public/quotes/${token}` });
    expect(page.json().language).toBe('es');
    const sends = await sending.api.call('GET', `/quotations/${q.id}/sends`);
    expect(sends.json().data[0].language).toBe('es');
  });

  it("names a default category in the client's language; a text someone worded stays as written", async () => {
    const { q, contact } = await quoteFor('es');
    const categories = (await sending.api.call('GET', '/cost_categories')).json().data as {
      id: number;
      name: string;
    }[];
    const oceanFreight = categories.find((category) => category.name === 'ocean-freight')!.id;
    const line = await sending.api.addCostLine(q.id, {
      category_id: oceanFreight,
      description: 'Puerta a puerto',
      total_cost: 800,
      location: 'Destination',
    });
    // Stored as derived when the line was saved; the desk's own answer keeps it.
    expect(line.client_description).toBe('Ocean freight: Puerta a puerto');
    await sending.api.addCostLine(q.id, {
      category_id: oceanFreight,
      description: 'Tramo marítimo',
      client_description: 'Sea leg as agreed',
      total_cost: 10,
      location: 'Destination',
    });
    expect(await pdfText(q.id)).toContain('Flete marítimo: Puerta a puerto');

    const res = await sending.api.call('POST', `/quotations/${q.id}/send`, { to: [contact.email] });
    expect(res.statusCode, res.body).toBe(202);
    const token = (res.json().acceptance_url as string).split('/q/')[1];
    const page = await sending.t.app.inject({ method: 'GET', url: `/api/1/public/quotes/${token}` });
    const texts = page.json().cost_lines.map((cost: { description: string }) => cost.description);
    expect(texts).toEqual([
      'Embalaje: Flete marítimo',
      'Flete marítimo: Puerta a puerto',
      'Sea leg as agreed',
    ]);
  });

  it('the sender can send in another language: the e-mail and its PDF follow, in Chinese', async () => {
    const { q, contact } = await quoteFor('es');
    const draft = await draftOf(q.id, '?language=zh');
    expect(draft.language).toBe('zh');
    expect(draft.subject).toContain('报价单');
    const res = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      to: [contact.email],
      subject: '',
      message: '',
      language: 'zh',
    });
    expect(res.statusCode, res.body).toBe(202);
    const mail = await sending.smtp.waitFor((m) => m.envelopeTo.includes(contact.email));
    expect(mail.subject).toContain(`报价单 ${q.quotation_number}`);
    expect(mail.text).toContain('尊敬的 Pérez Logística');
    const pdf = (await pdfPages(mail.attachments[0]!.content)).join(' ');
    expect(pdf).toContain('报价单');
    expect(pdf).toContain('有效期至');
    expect(pdf).toContain('起运港费用');
    expect(pdf).toMatch(/€\s?1,234\.50/);
  });

  it('refuses a language that is not one of the eight, and sends nothing', async () => {
    const { q } = await quoteFor('es');
    const res = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      to: ['a@b.test'],
      language: 'xx',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.language).toBe('Language must be en, es, fr, de, it, pt, zh or ja');
    expect((await sending.api.call('GET', `/quotations/${q.id}/sends`)).json().data).toHaveLength(0);
  });

  it("prints a French contact's PDF in French (a language typed by its name)", async () => {
    const { q } = await quoteFor('Français');
    const pdf = await pdfText(q.id);
    expect(pdf).toContain(`Devis ${q.quotation_number}`);
    expect(pdf).toContain('Valable jusqu’au');
    expect(pdf).toContain('Frais au départ');
  });

  it("falls back to the company's default language and texts; a language's own texts win", async () => {
    await setCompany(sending.t, sending.adminCookie, {
      document_language: 'de',
      terms: 'Es gelten die ADSp 2017.',
      localized_texts: { fr: { terms: 'Conditions générales de la FIATA.' } },
    });
    try {
      const unknown = await quoteFor('');
      expect((await draftOf(unknown.q.id)).subject).toBe(
        `Angebot ${unknown.q.quotation_number} für Pérez Logística`,
      );
      const german = await pdfText(unknown.q.id);
      expect(german).toContain('Angebot');
      expect(german).toContain('Es gelten die ADSp 2017.');

      const french = await pdfText((await quoteFor('fr')).q.id);
      expect(french).toContain('Conditions générales de la FIATA.');
      // Italian has no terms of its own: the default language's are printed.
      expect(await pdfText((await quoteFor('it')).q.id)).toContain('Es gelten die ADSp 2017.');
    } finally {
      await setCompany(sending.t, sending.adminCookie, {
        document_language: 'en',
        terms: '',
        localized_texts: {},
      });
    }
  });

  it('checks the default language and the texts by language in the company details', async () => {
    const res = await sending.t.app.inject({
      method: 'PUT',
      url: '/api/1/company-profile',
      headers: { cookie: sending.adminCookie },
      payload: { document_language: 'klingon', localized_texts: { xx: { terms: 'x' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      document_language: 'Default document language must be en, es, fr, de, it, pt, zh or ja',
    });
    expect(Object.keys(res.json().error.fields).some((key) => key.startsWith('localized_texts'))).toBe(true);
  });
});

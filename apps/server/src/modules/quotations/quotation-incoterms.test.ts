import { describe, expect, it } from 'vitest';
import { revise, sendingTestApp, sentQuote } from './quotation-revisions.fixtures';
import { pdfPages } from './quote-send.fixtures';

const app = sendingTestApp({ admin: { first_name: 'Ada', last_name: 'Incoterms' } });
const errorOf = (res: { json: () => { error: { fields?: Record<string, string> } } }) => res.json().error;

describe("a quotation's Incoterm and named place", () => {
  it('are null and blank until chosen, then set on create and answered on every answer', async () => {
    const plain = await app.api.newQuotation();
    expect(plain).toMatchObject({ incoterm: null, incoterm_place: '' });

    const q = await app.api.newQuotation({
      transport_mode: 'Sea FCL',
      incoterm: 'fob',
      incoterm_place: '  CNSZX ',
    });
    expect(q).toMatchObject({ incoterm: 'FOB', incoterm_place: 'CNSZX' });
    expect(await app.api.getQuotation(q.id)).toMatchObject({ incoterm: 'FOB', incoterm_place: 'CNSZX' });
    const list = await app.api.call('GET', `/quotations?id=${q.id}&select=id,incoterm,incoterm_place`);
    expect(list.json().data).toEqual([{ id: q.id, incoterm: 'FOB', incoterm_place: 'CNSZX' }]);
    const filtered = await app.api.call('GET', `/quotations?incoterm=FOB&id=${q.id}`);
    expect(filtered.json().total).toBe(1);
  });

  it('are changed and cleared by PUT', async () => {
    const q = await app.api.newQuotation({ incoterm: 'DAP', incoterm_place: 'Almacén García, Valencia' });
    const changed = await app.api.call('PUT', `/quotations/${q.id}`, {
      incoterm: 'DDP',
      incoterm_place: 'ESVLC',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      incoterm: 'DDP',
      incoterm_place: 'ESVLC',
      version: q.version + 1,
    });
    const cleared = await app.api.call('PUT', `/quotations/${q.id}`, { incoterm: null, incoterm_place: '' });
    expect(cleared.json()).toMatchObject({ incoterm: null, incoterm_place: '' });
  });

  it('are copied by duplicate', async () => {
    const q = await app.api.newQuotation({
      transport_mode: 'Sea LCL',
      incoterm: 'CFR',
      incoterm_place: 'AEJEA',
    });
    const copy = await app.api.call('POST', `/quotations/${q.id}/duplicate`);
    expect(copy.json()).toMatchObject({
      incoterm: 'CFR',
      incoterm_place: 'AEJEA',
      transport_mode: 'Sea LCL',
    });
  });

  it('refuses an unknown code and a place over 100 characters, naming the field, and writes nothing', async () => {
    const q = await app.api.newQuotation({ incoterm: 'EXW' });
    const unknown = await app.api.call('PUT', `/quotations/${q.id}`, { incoterm: 'FOX', notes: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toEqual({
      incoterm: 'Incoterm must be EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR or CIF',
    });
    const long = await app.api.call('POST', '/quotations', {
      contact_id: q.contact_id,
      start_date: q.start_date,
      valid_until_date: q.valid_until_date,
      incoterm_place: 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toEqual({ incoterm_place: 'Incoterm place can be at most 100 characters' });
    expect(await app.api.getQuotation(q.id)).toMatchObject({
      incoterm: 'EXW',
      notes: '',
      version: q.version,
    });
  });
});

describe('the sea-only terms', () => {
  it('are refused for Air (the default mode), Express, Road and Rail, naming the term to use', async () => {
    const refused = await app.api.call('POST', '/quotations', {
      contact_id: (await app.api.newQuotation()).contact_id,
      start_date: '2026-05-01',
      valid_until_date: '2026-06-01',
      incoterm: 'FOB',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual({
      incoterm: 'FOB is for sea transport only: choose FCA for Air',
    });
    for (const [mode, term, message] of [
      ['Express', 'CIF', 'CIF is for sea transport only: choose CIP for Express'],
      ['Road', 'CFR', 'CFR is for sea transport only: choose CPT for Road'],
      ['Rail', 'FAS', 'FAS is for sea transport only: choose FCA for Rail'],
    ]) {
      const q = await app.api.newQuotation({ transport_mode: mode });
      const res = await app.api.call('PUT', `/quotations/${q.id}`, { incoterm: term });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields).toEqual({ incoterm: message });
      expect((await app.api.getQuotation(q.id)).incoterm).toBeNull();
    }
  });

  it('are allowed by sea, and then the mode cannot leave the sea until the term changes', async () => {
    const q = await app.api.newQuotation({
      transport_mode: 'Sea LCL',
      incoterm: 'CIF',
      incoterm_place: 'DEHAM',
    });
    expect(q.incoterm).toBe('CIF');
    const toFcl = await app.api.call('PUT', `/quotations/${q.id}`, { transport_mode: 'Sea FCL' });
    expect(toFcl.statusCode).toBe(200);
    const toAir = await app.api.call('PUT', `/quotations/${q.id}`, { transport_mode: 'Air' });
    expect(toAir.statusCode).toBe(400);
    expect(errorOf(toAir).fields).toEqual({
      transport_mode: 'CIF is for sea transport only: change the Incoterm to CIP before choosing Air',
    });
    expect(await app.api.getQuotation(q.id)).toMatchObject({ transport_mode: 'Sea FCL', incoterm: 'CIF' });
    // Both in one save: the pair is checked together.
    const both = await app.api.call('PUT', `/quotations/${q.id}`, { transport_mode: 'Air', incoterm: 'CIP' });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ transport_mode: 'Air', incoterm: 'CIP', incoterm_place: 'DEHAM' });
  });

  it('leave every mode open to the seven any-mode terms', async () => {
    const q = await app.api.newQuotation({ transport_mode: 'Road', incoterm: 'DPU' });
    for (const mode of ['Air', 'Express', 'Rail', 'Sea LCL', 'Sea FCL', 'Road']) {
      const res = await app.api.call('PUT', `/quotations/${q.id}`, { transport_mode: mode });
      expect(res.statusCode, mode).toBe(200);
    }
  });
});

describe('on the revision, the documents and the public page', () => {
  it('a revise copies them, and the diff shows their change', async () => {
    const { q } = await sentQuote(app.api, {
      transport_mode: 'Sea FCL',
      incoterm: 'FOB',
      incoterm_place: 'CNSZX',
    });
    const copy = (await revise(app.api, q.id)).json();
    expect(copy).toMatchObject({ revision: 2, incoterm: 'FOB', incoterm_place: 'CNSZX' });
    await app.api.call('PUT', `/quotations/${copy.id}`, { incoterm: 'CFR', incoterm_place: 'DEHAM' });
    const diff = await app.api.call(
      'GET',
      `/quotations/${copy.id}/revisions/diff?from=${q.id}&to=${copy.id}`,
    );
    expect(diff.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'incoterm', label: 'Incoterm', old: 'FOB', new: 'CFR' },
        { field: 'incoterm_place', label: 'Incoterm place', old: 'CNSZX', new: 'DEHAM' },
      ]),
    );
  });

  it('the PDF prints the term with its label and place, and the public quote answers both', async () => {
    const { q, token } = await sentQuote(app.api, {
      transport_mode: 'Sea FCL',
      incoterm: 'FOB',
      incoterm_place: 'Yantian, Shenzhen',
    });
    const pdf = await app.t.app.inject({
      method: 'GET',
      url: `/api/1/quotations/${q.id}/pdf`,
      headers: { cookie: (await app.t.signedInUser({ role: 'admin' })).cookie },
    });
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain('INCOTERMS 2020');
    expect(text).toContain('FOB Free on Board, Yantian, Shenzhen');

    const res = await app.t.app.inject({ method: 'GET', url: `/api/1/public/quotes/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ incoterm: 'FOB', incoterm_place: 'Yantian, Shenzhen' });
  });

  it('a quote without a term prints none', async () => {
    const { q } = await sentQuote(app.api);
    const pdf = await app.t.app.inject({
      method: 'GET',
      url: `/api/1/quotations/${q.id}/pdf`,
      headers: { cookie: (await app.t.signedInUser({ role: 'admin' })).cookie },
    });
    expect((await pdfPages(pdf.rawPayload)).join('\n')).not.toContain('INCOTERMS');
  });
});

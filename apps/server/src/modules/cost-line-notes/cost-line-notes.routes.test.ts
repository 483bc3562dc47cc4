import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { postFiles } from '../../../test/upload-helpers';
import { sweepUploads } from '../files/files.service';
import { type QuotationApi, quotationApi } from '../quotations/quotation-contents.fixtures';
import { pngPart, uploadNoteFile, webmPart } from './note-test-helpers';

let t: TestApp;
let api: QuotationApi;
let admin: string;

useTestApp(async (app) => {
  t = app;
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
  api = quotationApi(t, admin);
});

async function newCostLine(): Promise<{ id: number; quotation_id: number }> {
  const q = await api.newQuotation();
  return api.addCostLine(q.id);
}
const post = (body: object, cookie = admin) => api.call('POST', '/cost_item_notes', body, {}, cookie);
const listOf = async (costLineId: number, cookie = admin) =>
  api.call('GET', `/cost_item_notes?cost_item_id=${costLineId}`, undefined, {}, cookie);

describe('creating notes', () => {
  it('stores each text-like type; links get https://; the list is newest first and filtered by item', async () => {
    const item = await newCostLine();
    const other = await newCostLine();
    await post({ cost_item_id: other.id, type: 'text', content: 'Elsewhere' });
    const created = [];
    for (const [type, content] of [
      ['text', 'Crate must be fumigated'],
      ['link', 'carrier.example.com/track/42'],
      ['phone', '+351 21 000 0000'],
      ['email', 'ops@carrier.example'],
    ] as const) {
      const res = await post({
        cost_item_id: item.id,
        type,
        content,
        title: `A ${type}`,
        metadata: { source: 'test' },
      });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json());
    }
    expect(created[1].content).toBe('https://carrier.example.com/track/42');
    expect(created[0]).toMatchObject({ metadata: { source: 'test' }, file_url: null, version: 1 });
    const page = (await listOf(item.id)).json();
    expect(page.total).toBe(4);
    expect(page.data.map((n: { type: string }) => n.type)).toEqual(['email', 'phone', 'link', 'text']);
  });

  it.each([
    ['text', '   ', 'Please enter the note content'],
    ['link', '', 'Please enter the note content'],
    ['email', 'not-an-address', 'Please enter a valid email address'],
    ['phone', 'call me', 'Please enter a valid phone number'],
  ])('a %s note with content %j answers 400 %s', async (type, content, message) => {
    const item = await newCostLine();
    const res = await post({ cost_item_id: item.id, type, content });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, fields: { content: message } });
    expect((await listOf(item.id)).json().total).toBe(0);
  });

  it("an audio note without a recording answers 'Please record audio first'", async () => {
    const item = await newCostLine();
    const res = await post({ cost_item_id: item.id, type: 'audio' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please record audio first');
  });

  it('an unknown type or cost item is refused', async () => {
    const item = await newCostLine();
    const bad = await post({ cost_item_id: item.id, type: 'fax', content: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.type).toMatch(/Note type must be one of/);
    expect((await post({ cost_item_id: 999999, type: 'text', content: 'x' })).statusCode).toBe(404);
    expect((await api.call('GET', '/cost_item_notes')).statusCode).toBe(400);
  });
});

describe('note attachments', () => {
  it('an image note carries its upload: name, size, type and a readable address', async () => {
    const item = await newCostLine();
    const uploadId = await uploadNoteFile(t, admin);
    const res = await post({ cost_item_id: item.id, type: 'image', title: 'Damage', upload_id: uploadId });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({
      upload_id: uploadId,
      file_url: `/api/1/files/${uploadId}`,
      file_name: 'damage.png',
      file_size: pngPart.content.length,
      mime_type: 'image/png',
    });
    const file = await api.call('GET', note.file_url.replace('/api/1', ''));
    expect(file.statusCode).toBe(200);
  });

  it('a recorded clip (WebM) makes an audio note; a picture cannot be an audio note', async () => {
    const item = await newCostLine();
    const clip = await uploadNoteFile(t, admin, webmPart);
    expect((await post({ cost_item_id: item.id, type: 'audio', upload_id: clip })).statusCode).toBe(201);
    const picture = await uploadNoteFile(t, admin);
    const res = await post({ cost_item_id: item.id, type: 'audio', upload_id: picture });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This file cannot be used for a note of type audio');
    // Refused in one transaction: the picture is still unattached and can be used elsewhere.
    expect((await post({ cost_item_id: item.id, type: 'image', upload_id: picture })).statusCode).toBe(201);
  });

  it("someone else's upload cannot be attached", async () => {
    const item = await newCostLine();
    const other = await t.signedInUser({ grants: { quotations: ['view', 'create', 'edit'] } });
    const theirs = await uploadNoteFile(t, other.cookie);
    const res = await post({ cost_item_id: item.id, type: 'image', upload_id: theirs });
    expect(res.statusCode).toBe(400);
  });

  it("over 10 MB answers 413 'File size must be less than 10MB'; svg and unsupported types 415", async () => {
    const big = await postFiles(
      t,
      admin,
      [{ filename: 'big.png', content: Buffer.concat([pngPart.content, Buffer.alloc(10 * 1024 * 1024)]) }],
      '?purpose=note',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('File size must be less than 10MB');
    const svg = await postFiles(
      t,
      admin,
      [
        {
          filename: 'x.svg',
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
          contentType: 'image/svg+xml',
        },
      ],
      '?purpose=note',
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.message).toBe('File type not supported: image/svg+xml');
    const zip = await postFiles(
      t,
      admin,
      [
        {
          filename: 'x.bmp',
          content: Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]),
          contentType: 'image/bmp',
        },
      ],
      '?purpose=note',
    );
    expect(zip.statusCode).toBe(415);
    expect(zip.json().error.message).toMatch(/^File type not supported: /);
  });
});

describe('editing and deleting notes', () => {
  it('PUT changes title, content and description with the same content rules; If-Match is honoured', async () => {
    const item = await newCostLine();
    const note = (await post({ cost_item_id: item.id, type: 'link', content: 'example.com' })).json();
    const res = await api.call(
      'PUT',
      `/cost_item_notes/${note.id}`,
      { content: 'example.org/x', title: 'Portal' },
      { 'if-match': '1' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ content: 'https://example.org/x', title: 'Portal', version: 2 });
    const stale = await api.call('PUT', `/cost_item_notes/${note.id}`, { title: 'Old' }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    const empty = await api.call('PUT', `/cost_item_notes/${note.id}`, { content: '' });
    expect(empty.json().error.message).toBe('Please enter the note content');
    const typeChange = await api.call('PUT', `/cost_item_notes/${note.id}`, { type: 'text' });
    expect(typeChange.statusCode).toBe(400);
  });

  it('DELETE removes the note and its file', async () => {
    const item = await newCostLine();
    const uploadId = await uploadNoteFile(t, admin);
    const note = (await post({ cost_item_id: item.id, type: 'image', upload_id: uploadId })).json();
    expect((await api.call('DELETE', `/cost_item_notes/${note.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/cost_item_notes/${note.id}`)).statusCode).toBe(404);
    expect((await api.call('GET', `/files/${uploadId}`)).statusCode).toBe(404);
  });

  it('deleting the cost item, or the quotation, deletes its notes and their files', async () => {
    const item = await newCostLine();
    const first = await uploadNoteFile(t, admin);
    await post({ cost_item_id: item.id, type: 'image', upload_id: first });
    const second = await newCostLine();
    const other = await uploadNoteFile(t, admin);
    await post({ cost_item_id: second.id, type: 'image', upload_id: other });

    expect((await api.call('DELETE', `/cost_items/${item.id}`)).statusCode).toBe(204);
    expect((await api.call('DELETE', `/quotations/${second.quotation_id}`)).statusCode).toBe(204);
    for (const uploadId of [first, other]) {
      expect((await api.call('GET', `/files/${uploadId}`)).statusCode).toBe(404);
    }
    const notes = await t.db.execute(
      sql`select count(*)::int as n from cost_item_notes where cost_item_id in (${item.id}, ${second.id})`,
    );
    expect(notes.rows[0]).toEqual({ n: 0 });
    await sweepUploads(t.db, t.storage);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from uploads where id in (${first}, ${other})`,
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
  });
});

describe('access follows the quotations grants', () => {
  it('view reads, create adds, edit changes, delete removes; without them 403 and nothing changes', async () => {
    const item = await newCostLine();
    const note = (await post({ cost_item_id: item.id, type: 'text', content: 'Seen by all' })).json();
    const viewer = (await t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    const nobody = (await t.signedInUser({ grants: { contacts: ['view'] } })).cookie;
    const writer = (await t.signedInUser({ grants: { quotations: ['view', 'create', 'edit'] } })).cookie;

    expect((await listOf(item.id, viewer)).statusCode).toBe(200);
    expect((await listOf(item.id, nobody)).statusCode).toBe(403);
    expect(
      (
        await api.call(
          'GET',
          `/cost_item_notes/counts?quotation_id=${item.quotation_id}`,
          undefined,
          {},
          nobody,
        )
      ).statusCode,
    ).toBe(403);
    expect((await post({ cost_item_id: item.id, type: 'text', content: 'x' }, viewer)).statusCode).toBe(403);
    expect(
      (await api.call('PUT', `/cost_item_notes/${note.id}`, { title: 'x' }, {}, viewer)).statusCode,
    ).toBe(403);
    expect((await api.call('DELETE', `/cost_item_notes/${note.id}`, undefined, {}, writer)).statusCode).toBe(
      403,
    );
    expect((await post({ cost_item_id: item.id, type: 'text', content: 'Mine' }, writer)).statusCode).toBe(
      201,
    );
    expect(
      (await api.call('PUT', `/cost_item_notes/${note.id}`, { title: 'Edited' }, {}, writer)).statusCode,
    ).toBe(200);
    const counts = (
      await api.call(
        'GET',
        `/cost_item_notes/counts?quotation_id=${item.quotation_id}`,
        undefined,
        {},
        viewer,
      )
    ).json();
    expect(counts).toEqual({ counts: { [String(item.id)]: 2 } });
  });

  it("a note's file is readable with quotations view, not without", async () => {
    const item = await newCostLine();
    const uploadId = await uploadNoteFile(t, admin);
    await post({ cost_item_id: item.id, type: 'image', upload_id: uploadId });
    const viewer = (await t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    const nobody = (await t.signedInUser({ grants: { support: ['view'] } })).cookie;
    expect((await api.call('GET', `/files/${uploadId}`, undefined, {}, viewer)).statusCode).toBe(200);
    expect((await api.call('GET', `/files/${uploadId}`, undefined, {}, nobody)).statusCode).toBe(404);
  });
});

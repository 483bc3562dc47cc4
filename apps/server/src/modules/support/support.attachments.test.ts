import { everyActionOn } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let staff: { cookie: string; user: { id: number } };
let contactId: number;

// A 1x1 PNG and a tiny PDF: real content, so the files module's type detection accepts them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads one file as the browser does (multipart field `file`) and answers its upload id. */
async function upload(cookie: string, name: string, bytes: Buffer, type: string): Promise<number> {
  const boundary = `----support-test-${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/1/files',
    payload: body,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0].data.id;
}
const png = (cookie = staff.cookie, name = 'screenshot.png') => upload(cookie, name, PNG, 'image/png');
const pdf = (cookie = staff.cookie, name = 'invoice.pdf') => upload(cookie, name, PDF, 'application/pdf');

const download = (uploadId: number, cookie = admin) => t.call('GET', `/files/${uploadId}`, cookie);
const interaction = (id: number) => t.call('GET', `/client_interactions/${id}`, admin).then((r) => r.json());
async function create(attachment_ids: number[], cookie = staff.cookie) {
  return t.call('POST', '/client_interactions', cookie, {
    contact_id: contactId,
    subject: 'Photo of the damage',
    description: 'Client sent a picture',
    attachment_ids,
  });
}

useTestApp(async (app) => {
  t = app;
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
  staff = await t.signedInUser({ grants: everyActionOn(['support']) });
  contactId = (await t.call('POST', '/contacts', admin, { name: 'Ada' })).json().id;
});

describe('attachments on create', () => {
  it('attaches the uploads in the same call and answers their records', async () => {
    const image = await png();
    const doc = await pdf();
    const res = await create([image, doc]);
    expect(res.statusCode, res.body).toBe(201);
    const { id, attachments } = res.json();
    expect(attachments).toHaveLength(2);
    expect(attachments[0]).toMatchObject({
      interaction_id: id,
      upload_id: image,
      original_name: 'screenshot.png',
      file_url: `/api/1/files/${image}`,
      file_size: PNG.length,
      file_type: 'image',
      mime_type: 'image/png',
      uploaded_by: staff.user.id,
    });
    expect(attachments[0].filename).not.toContain('screenshot');
    expect(attachments[0].uploaded_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(attachments[1]).toMatchObject({
      upload_id: doc,
      file_type: 'document',
      mime_type: 'application/pdf',
    });
    expect((await interaction(id)).attachments).toEqual(attachments);
  });

  it('once attached, a file is readable by anyone with support:view, and by nobody else', async () => {
    const image = await png();
    await create([image]);
    const viewer = (await t.signedInUser({ grants: { support: ['view'] } })).cookie;
    const outsider = (await t.signedInUser({ grants: { contacts: ['view'] } })).cookie;
    const seen = await download(image, viewer);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(PNG)).toBe(true);
    expect((await download(image, outsider)).statusCode).toBe(404);
  });

  it("refuses someone else's upload or one already attached, and creates nothing", async () => {
    const before = (await t.call('GET', '/client_interactions?limit=0', admin)).json().total;
    const theirs = await png(admin);
    const refused = await create([theirs]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ attachment_ids: 'File not found or already attached' });

    const mine = await png();
    expect((await create([mine])).statusCode).toBe(201);
    const mine2 = await pdf();
    const again = await create([mine2, mine]);
    expect(again.statusCode).toBe(400);
    expect((await t.call('GET', '/client_interactions?limit=0', admin)).json().total).toBe(before + 1);
    // The other file of the refused request stayed the uploader's own, unattached: they may still remove it.
    expect((await t.call('DELETE', `/files/${mine2}`, staff.cookie)).statusCode).toBe(204);
  });
});

describe('attachments on update', () => {
  it('PUT makes attachment_ids the complete set: new ones attached, left-out ones removed and their files deleted', async () => {
    const keep = await png();
    const drop = await pdf();
    const made = (await create([keep, drop])).json();
    const added = await pdf(staff.cookie, 'quote.pdf');
    const res = await t.call(
      'PUT',
      `/client_interactions/${made.id}`,
      staff.cookie,
      { attachment_ids: [keep, added] },
      { 'if-match': '1' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(2);
    expect(res.json().attachments.map((a: { upload_id: number }) => a.upload_id)).toEqual([keep, added]);
    expect((await download(drop)).statusCode).toBe(404);
    expect((await download(keep)).statusCode).toBe(200);
    expect((await download(added)).statusCode).toBe(200);
  });

  it('PUT with an empty list removes every attachment; without the field it leaves them alone', async () => {
    const image = await png();
    const made = (await create([image])).json();
    const untouched = await t.call('PUT', `/client_interactions/${made.id}`, staff.cookie, {
      status: 'Closed',
    });
    expect(untouched.json().attachments).toHaveLength(1);
    const cleared = await t.call('PUT', `/client_interactions/${made.id}`, staff.cookie, {
      attachment_ids: [],
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ attachments: [], status: 'Closed', version: 3 });
    expect((await download(image)).statusCode).toBe(404);
  });

  it('a stale If-Match answers 412: nothing attached, nothing removed', async () => {
    const kept = await png();
    const made = (await create([kept])).json();
    await t.call('PUT', `/client_interactions/${made.id}`, staff.cookie, { status: 'Resolved' });
    const newcomer = await pdf();
    const stale = await t.call(
      'PUT',
      `/client_interactions/${made.id}`,
      staff.cookie,
      { attachment_ids: [newcomer] },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(412);
    expect((await interaction(made.id)).attachments.map((a: { upload_id: number }) => a.upload_id)).toEqual([
      kept,
    ]);
    expect((await download(kept)).statusCode).toBe(200);
    // Still the uploader's own unattached file.
    expect((await t.call('DELETE', `/files/${newcomer}`, staff.cookie)).statusCode).toBe(204);
  });

  it('a refused new file rolls the whole PUT back: the field change and the removal too', async () => {
    const kept = await png();
    const made = (await create([kept])).json();
    const theirs = await png(admin);
    const res = await t.call('PUT', `/client_interactions/${made.id}`, staff.cookie, {
      subject: 'Changed',
      attachment_ids: [theirs],
    });
    expect(res.statusCode).toBe(400);
    const now = await interaction(made.id);
    expect(now).toMatchObject({ subject: 'Photo of the damage', version: 1 });
    expect(now.attachments).toHaveLength(1);
    expect((await download(kept)).statusCode).toBe(200);
  });
});

describe('deleting an interaction', () => {
  it('deletes its files: the download answers 404 and the stored bytes are gone', async () => {
    const image = await png();
    const doc = await pdf();
    const made = (await create([image, doc])).json();
    expect((await t.call('DELETE', `/client_interactions/${made.id}`, staff.cookie)).statusCode).toBe(204);
    expect((await download(image)).statusCode).toBe(404);
    expect((await download(doc)).statusCode).toBe(404);
    await expect.poll(async () => (await t.db.execute(sqlCount(image, doc))).rows[0]?.n).toBe(0);
  });
});

describe('the interaction_attachments calls', () => {
  it('list an interaction’s attachments, add one (new version) and remove one (file deleted, new version)', async () => {
    const first = await png();
    const made = (await create([first])).json();
    const listed = await t.call('GET', `/interaction_attachments?interaction_id=${made.id}`, staff.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, data: [{ upload_id: first, interaction_id: made.id }] });

    const second = await pdf();
    const added = await t.call('POST', '/interaction_attachments', staff.cookie, {
      interaction_id: made.id,
      upload_id: second,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      interaction_id: made.id,
      upload_id: second,
      original_name: 'invoice.pdf',
    });
    expect((await interaction(made.id)).version).toBe(2);

    const removed = await t.call(
      'DELETE',
      `/interaction_attachments/${listed.json().data[0].id}`,
      staff.cookie,
    );
    expect(removed.statusCode).toBe(204);
    expect((await download(first)).statusCode).toBe(404);
    const now = await interaction(made.id);
    expect(now.version).toBe(3);
    expect(now.attachments.map((a: { upload_id: number }) => a.upload_id)).toEqual([second]);
  });

  it('answer 400 for an unknown interaction or an upload that is not the caller’s, 404 for an unknown attachment', async () => {
    const mine = await png();
    const unknown = await t.call('POST', '/interaction_attachments', staff.cookie, {
      interaction_id: 999_999,
      upload_id: mine,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ interaction_id: 'Interaction not found' });
    const made = (await create([])).json();
    const theirs = await png(admin);
    const refused = await t.call('POST', '/interaction_attachments', staff.cookie, {
      interaction_id: made.id,
      upload_id: theirs,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ attachment_ids: 'File not found or already attached' });
    expect((await interaction(made.id)).version).toBe(1);
    expect((await t.call('DELETE', '/interaction_attachments/999999', staff.cookie)).statusCode).toBe(404);
  });
});

/** Upload rows left of these ids (the purge removes the stored object before its row). */
function sqlCount(...ids: number[]) {
  return sql`select count(*)::int as n from uploads where id in ${ids}`;
}

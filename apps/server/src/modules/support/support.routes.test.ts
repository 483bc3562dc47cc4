import { todayIso } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let adminId: number;
let ada: { id: number };
let grace: { id: number };
useTestApp(async (app) => {
  t = app;
  const signedIn = await t.signedInUser({ role: 'admin' });
  admin = signedIn.cookie;
  adminId = signedIn.user.id;
  ada = (
    await t.call('POST', '/contacts', admin, {
      name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Engines Ltd',
    })
  ).json();
  grace = (await t.call('POST', '/contacts', admin, { name: 'Grace', last_name: 'Hopper' })).json();
});

const valid = () => ({
  contact_id: ada.id,
  subject: 'Where is my container?',
  description: 'Asked for the ETA.',
});
const create = (payload: object = valid(), cookie = admin) =>
  t.call('POST', '/client_interactions', cookie, payload);

describe('creating an interaction', () => {
  it("fills today, Email, Information, Open and Inbound, the contact's name and company, and created_by", async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      date: todayIso(),
      contact_id: ada.id,
      contact_name: 'Ada Lovelace',
      contact_company: 'Engines Ltd',
      subject: 'Where is my container?',
      description: 'Asked for the ETA.',
      channel: 'Email',
      category: 'Information',
      status: 'Open',
      interaction_type: 'Inbound',
      attachments: [],
      created_by: adminId,
      version: 1,
    });
    expect(res.json().created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('keeps the fields it is given, trimmed', async () => {
    const res = await create({
      ...valid(),
      subject: '  Rates to Santos ',
      date: '2026-11-22',
      channel: 'WhatsApp',
      category: 'Sales',
      status: 'Follow-up Required',
      interaction_type: 'Outbound',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      subject: 'Rates to Santos',
      date: '2026-11-22',
      channel: 'WhatsApp',
      category: 'Sales',
      status: 'Follow-up Required',
      interaction_type: 'Outbound',
    });
  });

  it('never trusts created_by, contact_name or contact_company from the body', async () => {
    const other = await t.createUser();
    const res = await create({
      ...valid(),
      created_by: other.id,
      contact_name: 'Forged',
      contact_company: 'Forged',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      created_by: adminId,
      contact_name: 'Ada Lovelace',
      contact_company: 'Engines Ltd',
    });
  });

  it("answers the spec's messages for a missing contact, subject and description", async () => {
    const res = await create({ subject: ' ', description: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toEqual({
      contact_id: 'Please select a contact',
      subject: 'Please enter a subject',
      description: 'Please enter a description',
    });
  });

  it.each([
    [
      { channel: 'Fax' },
      'channel',
      'Channel must be WhatsApp, Facebook, Instagram, Email, Calls, On site or Other',
    ],
    [
      { category: 'Gossip' },
      'category',
      'Category must be Procurement, Tracking, Information, Sales, Support, Claim or Accounting',
    ],
    [
      { status: 'Pending' },
      'status',
      'Status must be Open, In Progress, Resolved, Closed or Follow-up Required',
    ],
    [{ interaction_type: 'In' }, 'interaction_type', 'Type must be Inbound or Outbound'],
    [{ date: '2026-02-30' }, 'date', 'Date must be a valid date (YYYY-MM-DD)'],
    [{ date: '' }, 'date', 'Please choose a date'],
    [{ subject: 'x'.repeat(256) }, 'subject', 'Subject can be at most 255 characters'],
    [{ attachment_ids: ['x'] }, 'attachment_ids.0', 'Attachments must be a list of uploaded file ids'],
  ])('refuses %j with "%s: %s"', async (change, field, message) => {
    const res = await create({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it("answers 'Please select a contact' for a contact that does not exist, and stores nothing", async () => {
    const before = (await t.call('GET', '/client_interactions?limit=0', admin)).json().total;
    const res = await create({ ...valid(), contact_id: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ contact_id: 'Please select a contact' });
    expect((await t.call('GET', '/client_interactions?limit=0', admin)).json().total).toBe(before);
  });
});

describe('reading, editing and deleting', () => {
  it('GET answers the record, 404 for an unknown id', async () => {
    const made = (await create()).json();
    const res = await t.call('GET', `/client_interactions/${made.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(made);
    const missing = await t.call('GET', '/client_interactions/999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Interaction not found');
  });

  it('PUT changes the given fields, bumps the version and keeps created_by', async () => {
    const made = (await create()).json();
    const other = await t.signedInUser({ grants: { support: ['view', 'edit'] } });
    const res = await t.call(
      'PUT',
      `/client_interactions/${made.id}`,
      other.cookie,
      { status: 'Resolved', subject: ' Found it ', created_by: other.user.id },
      { 'if-match': '1' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Resolved',
      subject: 'Found it',
      description: made.description,
      created_by: adminId,
      version: 2,
    });
  });

  it("PUT with another contact takes that contact's name and company", async () => {
    const made = (await create()).json();
    const res = await t.call('PUT', `/client_interactions/${made.id}`, admin, { contact_id: grace.id });
    expect(res.json()).toMatchObject({
      contact_id: grace.id,
      contact_name: 'Grace Hopper',
      contact_company: '',
    });
    const unknown = await t.call('PUT', `/client_interactions/${made.id}`, admin, { contact_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ contact_id: 'Please select a contact' });
  });

  it('PUT validates with the same messages, and refuses an empty change', async () => {
    const made = (await create()).json();
    const res = await t.call('PUT', `/client_interactions/${made.id}`, admin, {
      subject: '',
      description: ' ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      subject: 'Please enter a subject',
      description: 'Please enter a description',
    });
    const empty = await t.call('PUT', `/client_interactions/${made.id}`, admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('No fields provided for update');
  });

  it('a stale If-Match answers 412 and writes nothing', async () => {
    const made = (await create()).json();
    await t.call('PUT', `/client_interactions/${made.id}`, admin, { status: 'Closed' }, { 'if-match': '1' });
    const stale = await t.call(
      'PUT',
      `/client_interactions/${made.id}`,
      admin,
      { subject: 'Mine' },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.code).toBe('PRECONDITION_FAILED');
    const now = (await t.call('GET', `/client_interactions/${made.id}`, admin)).json();
    expect(now).toMatchObject({ subject: made.subject, status: 'Closed', version: 2 });
  });

  it('two saves based on the same version: one is written, the other answers 412', async () => {
    const made = (await create()).json();
    const save = (subject: string) =>
      t.call('PUT', `/client_interactions/${made.id}`, admin, { subject }, { 'if-match': '1' });
    const results = await Promise.all([save('First'), save('Second')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.statusCode === 200)!.json().subject;
    expect((await t.call('GET', `/client_interactions/${made.id}`, admin)).json()).toMatchObject({
      subject: winner,
      version: 2,
    });
  });

  it('PUT and DELETE of an unknown id answer 404', async () => {
    expect((await t.call('PUT', '/client_interactions/999999', admin, { status: 'Closed' })).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', '/client_interactions/999999', admin)).statusCode).toBe(404);
  });

  it('DELETE answers 204, then the interaction is gone', async () => {
    const made = (await create()).json();
    expect((await t.call('DELETE', `/client_interactions/${made.id}`, admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/client_interactions/${made.id}`, admin)).statusCode).toBe(404);
  });

  it("keeps the interaction, with the contact's name, when the contact is deleted", async () => {
    const temp = (await t.call('POST', '/contacts', admin, { name: 'Temp', company_name: 'Gone Co' })).json();
    const made = (await create({ ...valid(), contact_id: temp.id })).json();
    expect((await t.call('DELETE', `/contacts/${temp.id}`, admin)).statusCode).toBe(204);
    const res = await t.call('GET', `/client_interactions/${made.id}`, admin);
    expect(res.json()).toMatchObject({ contact_id: null, contact_name: 'Temp', contact_company: 'Gone Co' });
  });
});

import { everyActionOn } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let contactId: number;
useTestApp(async (app) => {
  t = app;
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
  contactId = (await t.call('POST', '/contacts', admin, { name: 'Ada' })).json().id;
});

const valid = () => ({
  contact_id: contactId,
  subject: 'Where is my container?',
  description: 'Asked for the ETA.',
});
const create = (payload: object = valid(), cookie = admin) =>
  t.call('POST', '/client_interactions', cookie, payload);

describe('permissions', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/client_interactions'],
      ['GET', '/client_interactions/export'],
      ['GET', '/client_interactions/1'],
      ['POST', '/client_interactions'],
      ['PUT', '/client_interactions/1'],
      ['DELETE', '/client_interactions/1'],
      ['GET', '/interaction_attachments'],
      ['POST', '/interaction_attachments'],
      ['DELETE', '/interaction_attachments/1'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/1${url}`,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('each call needs its own support grant', async () => {
    const target = (await create()).json();
    const viewer = (await t.signedInUser({ grants: { support: ['view'] } })).cookie;
    expect((await t.call('GET', '/client_interactions', viewer)).statusCode).toBe(200);
    expect((await t.call('GET', `/client_interactions/${target.id}`, viewer)).statusCode).toBe(200);
    expect((await t.call('GET', '/client_interactions/export', viewer)).statusCode).toBe(200);
    expect(
      (await t.call('GET', `/interaction_attachments?interaction_id=${target.id}`, viewer)).statusCode,
    ).toBe(200);
    expect((await create(valid(), viewer)).statusCode).toBe(403);
    expect(
      (await t.call('PUT', `/client_interactions/${target.id}`, viewer, { status: 'Closed' })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', '/interaction_attachments', viewer, { interaction_id: target.id, upload_id: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', '/interaction_attachments/1', viewer)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/client_interactions/${target.id}`, viewer)).statusCode).toBe(403);

    const writer = (await t.signedInUser({ grants: { support: ['create', 'edit', 'delete'] } })).cookie;
    expect((await t.call('GET', '/client_interactions', writer)).statusCode).toBe(403);
    expect((await t.call('GET', `/client_interactions/${target.id}`, writer)).statusCode).toBe(403);
    expect((await t.call('GET', '/client_interactions/export', writer)).statusCode).toBe(403);
    expect((await create(valid(), writer)).statusCode).toBe(201);
    expect(
      (await t.call('PUT', `/client_interactions/${target.id}`, writer, { status: 'Closed' })).statusCode,
    ).toBe(200);
    expect((await t.call('DELETE', `/client_interactions/${target.id}`, writer)).statusCode).toBe(204);
  });

  it('create, edit and delete are separate grants: a user without support:delete deletes nothing', async () => {
    const target = (await create()).json();
    const creator = (await t.signedInUser({ grants: { support: ['view', 'create'] } })).cookie;
    expect((await create(valid(), creator)).statusCode).toBe(201);
    expect(
      (await t.call('PUT', `/client_interactions/${target.id}`, creator, { status: 'Closed' })).statusCode,
    ).toBe(403);
    const editor = (await t.signedInUser({ grants: { support: ['view', 'edit'] } })).cookie;
    expect((await create(valid(), editor)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/client_interactions/${target.id}`, editor)).statusCode).toBe(403);
    expect((await t.call('GET', `/client_interactions/${target.id}`, admin)).json().status).toBe('Open');
  });

  it('grants on another module give nothing here', async () => {
    const other = (await t.signedInUser({ grants: everyActionOn(['contacts']) })).cookie;
    expect((await t.call('GET', '/client_interactions', other)).statusCode).toBe(403);
    expect((await create(valid(), other)).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});
afterAll(async () => {
  await t.close();
});

const check = (query: string, cookie = admin) => t.call('GET', `/contacts/email-check?${query}`, cookie);
const create = async (payload: object) => {
  const res = await t.call('POST', '/contacts', admin, payload);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};

describe('GET /contacts/email-check', () => {
  it('names the contacts that already have the e-mail, in any case, leaving out the one being edited', async () => {
    const jose = await create({ name: 'José', last_name: 'Núñez', email: 'Jose.Nunez@Carga.example' });
    await create({ name: 'Someone', email: 'other@carga.example' });

    const res = await check('email=jose.nunez%40carga.example');
    expect(res.statusCode).toBe(200);
    expect(res.json().contacts).toEqual([
      expect.objectContaining({
        id: jose.id,
        name: 'José',
        last_name: 'Núñez',
        email: 'Jose.Nunez@Carga.example',
      }),
    ]);

    const editing = await check(
      `email=${encodeURIComponent(' JOSE.NUNEZ@carga.example ')}&exclude_id=${jose.id}`,
    );
    expect(editing.json()).toEqual({ contacts: [] });
    expect((await check('email=nobody%40carga.example')).json()).toEqual({ contacts: [] });
  });

  it('does not refuse a second contact with the same e-mail: the check only informs', async () => {
    await create({ name: 'Fatima', email: 'shared@desk.example', phone_number: '+971 4 555 0101' });
    await create({ name: 'Omar', email: 'shared@desk.example', phone_number: '+971 4 555 0202' });
    expect((await check('email=shared%40desk.example')).json().contacts).toHaveLength(2);
  });

  it.each([
    ['', 'Email is required'],
    ['email=', 'Email is required'],
    ['email=not-an-email', 'Please enter a valid email address'],
  ])('refuses %j with "%s"', async (query, message) => {
    const res = await check(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields.email).toBe(message);
  });

  it('needs permission to view contacts', async () => {
    const outsider = (await t.signedInUser({ grants: { support: ['view'] } })).cookie;
    expect((await check('email=a%40b.example', outsider)).statusCode).toBe(403);
    const viewer = (await t.signedInUser({ grants: { contacts: ['view'] } })).cookie;
    expect((await check('email=a%40b.example', viewer)).statusCode).toBe(200);
  });
});

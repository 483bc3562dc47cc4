import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';

/**
 * The settings store: each user's own settings and the global ones, saving a key updates
 * it, writing infers the type, a user's own setting overrides a global one, only settings:edit writes global
 * settings, and nobody sees or touches another user's.
 */
let t: TestApp;
let editor: string;
let plain: { cookie: string; id: number };
let other: { cookie: string; id: number };
useTestApp(async (app) => {
  t = app;
  editor = (await t.signedInUser({ grants: { settings: ['view', 'edit'] } })).cookie;
  const a = await t.signedInUser({ grants: { quotations: ['view'] } });
  const b = await t.signedInUser({ grants: { quotations: ['view'] } });
  plain = { cookie: a.cookie, id: a.user.id };
  other = { cookie: b.cookie, id: b.user.id };
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const save = (cookie: string, body: object) => t.call('POST', '/settings', cookie, body);
const keysOf = (list: { data: { setting_key: string }[] }) => list.data.map((s) => s.setting_key);

describe('saving settings', () => {
  it('infers the type from the value and stores it as text', async () => {
    const cases: [unknown, string, string][] = [
      [true, 'boolean', 'true'],
      [25, 'number', '25'],
      [['a', 'b'], 'array', '["a","b"]'],
      [{ compact: true }, 'json', '{"compact":true}'],
      ['dark', 'string', 'dark'],
    ];
    for (const [value, type, text] of cases) {
      const res = await save(plain.cookie, { setting_key: `inferred_${type}`, setting_value: value });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        setting_type: type,
        setting_value: text,
        user_id: plain.id,
        is_global: false,
        description: '',
      });
    }
  });

  it('saving a key again updates the existing setting instead of adding one', async () => {
    const first = (
      await save(plain.cookie, { setting_key: 'page_theme', setting_value: 'light', description: 'Look' })
    ).json();
    const second = await save(plain.cookie, { setting_key: 'page_theme', setting_value: 'dark' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      id: first.id,
      setting_value: 'dark',
      description: 'Look',
      version: 2,
    });
    const list = (await t.call('GET', '/settings?setting_key=page_theme', plain.cookie)).json();
    expect(list.total).toBe(1);
  });

  it('refuses blank keys and values and values that do not fit their type, in words', async () => {
    const problems: [object, string, string][] = [
      [{ setting_key: '  ', setting_value: 'x' }, 'setting_key', 'Setting key is required'],
      [{ setting_key: 'k', setting_value: '   ' }, 'setting_value', 'Setting value is required'],
      [
        { setting_key: 'k', setting_value: 'many', setting_type: 'number' },
        'setting_value',
        'A number setting needs a numeric value',
      ],
      [
        { setting_key: 'k', setting_value: 'yes', setting_type: 'boolean' },
        'setting_value',
        'A boolean setting needs the value true or false',
      ],
      [
        { setting_key: 'k', setting_value: '{a', setting_type: 'json' },
        'setting_value',
        'A json setting needs valid JSON',
      ],
      [
        { setting_key: 'k', setting_value: 'x', setting_type: 'colour' },
        'setting_type',
        'Type must be string, number, boolean, json or array',
      ],
    ];
    for (const [body, field, message] of problems) {
      const res = await save(plain.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields?.[field] ?? res.json().error.message).toBe(message);
    }
  });

  it('a versioned edit with a stale If-Match answers 412 and writes nothing', async () => {
    const created = (await save(plain.cookie, { setting_key: 'versioned', setting_value: 'one' })).json();
    const edited = await t.call(
      'PUT',
      `/settings/${created.id}`,
      plain.cookie,
      { setting_value: 'two' },
      { 'if-match': '1' },
    );
    expect(edited.json()).toMatchObject({ setting_value: 'two', version: 2 });
    const stale = await t.call(
      'PUT',
      `/settings/${created.id}`,
      plain.cookie,
      { setting_value: 'three' },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(412);
    expect((await t.call('GET', `/settings/${created.id}`, plain.cookie)).json().setting_value).toBe('two');
  });

  it('renaming onto a key already held answers 409; changing the type checks the value', async () => {
    await save(plain.cookie, { setting_key: 'taken_key', setting_value: 'a' });
    const mine = (await save(plain.cookie, { setting_key: 'free_key', setting_value: '12' })).json();
    const clash = await t.call('PUT', `/settings/${mine.id}`, plain.cookie, { setting_key: 'taken_key' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('A setting with this key already exists');
    const toNumber = await t.call('PUT', `/settings/${mine.id}`, plain.cookie, { setting_type: 'number' });
    expect(toNumber.json()).toMatchObject({ setting_type: 'number', setting_value: '12' });
    const toBoolean = await t.call('PUT', `/settings/${mine.id}`, plain.cookie, { setting_type: 'boolean' });
    expect(toBoolean.statusCode).toBe(400);
  });
});

describe('global settings and precedence', () => {
  it('only holders of settings:edit write global settings', async () => {
    const denied = await save(plain.cookie, {
      setting_key: 'company_name',
      setting_value: 'X',
      is_global: true,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('You do not have permission to change global settings');
    const created = await save(editor, {
      setting_key: 'company_name',
      setting_value: 'ShipDesk',
      is_global: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ user_id: null, is_global: true });
    const id = created.json().id;
    expect((await t.call('PUT', `/settings/${id}`, plain.cookie, { setting_value: 'Y' })).statusCode).toBe(
      403,
    );
    expect((await t.call('DELETE', `/settings/${id}`, plain.cookie)).statusCode).toBe(403);
    expect((await t.call('GET', `/settings/${id}`, plain.cookie)).json().setting_value).toBe('ShipDesk');
    expect(
      (await t.call('PUT', `/settings/${id}`, editor, { setting_value: 'ShipDesk Ltd' })).statusCode,
    ).toBe(200);
  });

  it("a user's own setting overrides the global one with the same key; others keep the global", async () => {
    await save(editor, { setting_key: 'items_per_page', setting_value: 10, is_global: true });
    await save(plain.cookie, { setting_key: 'items_per_page', setting_value: 50 });
    const mine = (await t.call('GET', '/settings/effective', plain.cookie)).json().data;
    expect(mine.find((s: { setting_key: string }) => s.setting_key === 'items_per_page')).toMatchObject({
      setting_value: '50',
      is_global: false,
    });
    const theirs = (await t.call('GET', '/settings/effective', other.cookie)).json().data;
    expect(theirs.find((s: { setting_key: string }) => s.setting_key === 'items_per_page')).toMatchObject({
      setting_value: '10',
      is_global: true,
    });
    expect(
      keysOf((await t.call('GET', '/settings?setting_key=items_per_page', plain.cookie)).json()),
    ).toEqual(['items_per_page', 'items_per_page']);
  });
});

describe("nobody touches another user's settings", () => {
  it('they are not listed, read, changed or deleted, and user_id cannot name another user', async () => {
    const secret = (await save(other.cookie, { setting_key: 'private_note', setting_value: 'mine' })).json();
    expect(keysOf((await t.call('GET', '/settings?limit=1000', plain.cookie)).json())).not.toContain(
      'private_note',
    );
    for (const [method, body] of [['GET'], ['PUT', { setting_value: 'x' }], ['DELETE']] as [
      Method,
      object?,
    ][]) {
      const res = await t.call(method, `/settings/${secret.id}`, plain.cookie, body);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error.message).toBe('Setting not found');
    }
    const forged = await save(plain.cookie, {
      user_id: other.id,
      setting_key: 'private_note',
      setting_value: 'x',
    });
    expect(forged.statusCode).toBe(403);
    expect((await t.call('GET', `/settings/${secret.id}`, other.cookie)).json().setting_value).toBe('mine');
  });

  it('a user deletes their own setting (204) and it is gone', async () => {
    const mine = (await save(plain.cookie, { setting_key: 'to_delete', setting_value: 'x' })).json();
    expect((await t.call('DELETE', `/settings/${mine.id}`, plain.cookie)).statusCode).toBe(204);
    expect((await t.call('GET', `/settings/${mine.id}`, plain.cookie)).statusCode).toBe(404);
  });
});

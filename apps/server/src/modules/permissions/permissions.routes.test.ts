import { ACTION_NAMES, everyActionOn, MODULE_NAMES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';

/**
 * Permission management: the modules, permissions and grants calls are for administrators
 * only, saving replaces a user's grants in one transaction, and the new grants apply on the user's next request.
 */
let t: TestApp;
let admin: string;
useTestApp(async (app) => {
  t = app;
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  t.call(method, url, cookie, payload);

let ids: { modules: Record<string, number>; permissions: Record<string, number> };
async function catalogue() {
  if (ids) return ids;
  const modules = (await call('GET', '/modules')).json().data as { id: number; name: string }[];
  const permissions = (await call('GET', '/permissions')).json().data as { id: number; name: string }[];
  ids = {
    modules: Object.fromEntries(modules.map((m) => [m.name, m.id])),
    permissions: Object.fromEntries(permissions.map((p) => [p.name, p.id])),
  };
  return ids;
}
const grantsOf = async (userId: number) =>
  (await call('GET', `/user_module_permissions?user_id=${userId}`)).json().data as {
    id: number;
    module_id: number;
    permission_id: number;
  }[];

describe('modules, permissions and grants', () => {
  it('lists the active modules and the permissions, Approve after the four common ones', async () => {
    const modules = (await call('GET', '/modules')).json();
    expect(modules.data.map((m: { name: string }) => m.name)).toEqual(MODULE_NAMES);
    expect(modules.data.every((m: { is_active: boolean }) => m.is_active)).toBe(true);
    const permissions = (await call('GET', '/permissions')).json();
    expect(permissions.data.map((p: { name: string }) => p.name)).toEqual(ACTION_NAMES);
    expect(ACTION_NAMES).toEqual(['view', 'create', 'edit', 'delete', 'approve']);
  });

  it('grants Approve on invoices, and refuses it on any other module, one grant or a whole set', async () => {
    const { modules, permissions } = await catalogue();
    const { user, cookie } = await t.signedInUser({ grants: { invoices: ['view'] } });
    const approve = { module_id: modules.invoices, permission_id: permissions.approve };
    const granted = await call('POST', '/user_module_permissions', { user_id: user.id, ...approve });
    expect(granted.statusCode, granted.body).toBe(201);
    expect((await call('GET', '/auth/me', undefined, cookie)).json().permissions.invoices).toEqual([
      'view',
      'approve',
    ]);
    const elsewhere = { module_id: modules.quotations, permission_id: permissions.approve };
    const one = await call('POST', '/user_module_permissions', { user_id: user.id, ...elsewhere });
    expect(one.statusCode).toBe(400);
    expect(one.json().error.message).toBe('Unknown module or permission');
    const set = await call('PUT', `/users/${user.id}/permissions`, { grants: [approve, elsewhere] });
    expect(set.statusCode).toBe(400);
    expect(await grantsOf(user.id)).toHaveLength(2);
  });

  it("lists one user's grants, grants one, refuses a duplicate and revokes by id", async () => {
    const { modules, permissions } = await catalogue();
    const user = await t.createUser({ grants: { contacts: ['view'] } });
    expect(await grantsOf(user.id)).toEqual([
      expect.objectContaining({ module_id: modules.contacts, permission_id: permissions.view }),
    ]);
    const body = { user_id: user.id, module_id: modules.tasks, permission_id: permissions.edit };
    const created = await call('POST', '/user_module_permissions', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(body);
    const again = await call('POST', '/user_module_permissions', body);
    expect(again.statusCode).toBe(409);
    const unknown = await call('POST', '/user_module_permissions', { ...body, module_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Unknown module or permission');
    expect((await call('DELETE', `/user_module_permissions/${created.json().id}`)).statusCode).toBe(204);
    const gone = await call('DELETE', `/user_module_permissions/${created.json().id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Permission not found');
    expect(await grantsOf(user.id)).toHaveLength(1);
  });

  it("replacing a user's grants applies on their very next request, without signing in again", async () => {
    const { modules, permissions } = await catalogue();
    const { user, cookie } = await t.signedInUser({ grants: { quotations: ['view'] } });
    expect((await call('GET', '/quotations', undefined, cookie)).statusCode).toBe(200);
    expect((await call('GET', '/contacts', undefined, cookie)).statusCode).toBe(403);

    const saved = await call('PUT', `/users/${user.id}/permissions`, {
      grants: [{ module_id: modules.contacts, permission_id: permissions.view }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual([
      expect.objectContaining({
        user_id: user.id,
        module_id: modules.contacts,
        permission_id: permissions.view,
      }),
    ]);
    expect((await call('GET', '/quotations', undefined, cookie)).statusCode).toBe(403);
    expect((await call('GET', '/contacts', undefined, cookie)).statusCode).toBe(200);
    const me = (await call('GET', '/auth/me', undefined, cookie)).json();
    expect(me.permissions).toEqual({ contacts: ['view'] });

    expect((await call('PUT', `/users/${user.id}/permissions`, { grants: [] })).statusCode).toBe(200);
    expect(await grantsOf(user.id)).toEqual([]);
    expect((await call('GET', '/contacts', undefined, cookie)).statusCode).toBe(403);
  });

  it('replacing grants is one transaction: a failure after the old grants are deleted leaves them all', async () => {
    const { modules, permissions } = await catalogue();
    const user = await t.createUser({ grants: { ...everyActionOn(['quotations']), tasks: ['view'] } });
    const before = await grantsOf(user.id);
    expect(before).toHaveLength(5);
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await t.recordStatements(async () => {
      res = await call('PUT', `/users/${user.id}/permissions`, {
        grants: [
          { module_id: modules.contacts, permission_id: permissions.view },
          { module_id: 999999, permission_id: permissions.view },
        ],
      });
    });
    expect(res?.statusCode).toBe(400);
    expect(res?.json().error.message).toBe('Unknown module or permission');
    // The old grants were deleted inside the transaction before the insert failed, and came back on rollback.
    const deleteAt = statements.findIndex((s) => /^delete from "user_module_permissions"/i.test(s));
    expect(deleteAt).toBeGreaterThan(-1);
    expect(statements.slice(deleteAt).some((s) => /^rollback/i.test(s))).toBe(true);
    expect(await grantsOf(user.id)).toEqual(before);
  });

  it('answers 404 for grants of an unknown user', async () => {
    const res = await call('PUT', '/users/999999/permissions', { grants: [] });
    expect(res.statusCode).toBe(404);
  });
});

describe('who may manage permissions', () => {
  it('a plain user, even one holding every users grant, cannot read or grant anything, least of all to themselves', async () => {
    const { modules, permissions } = await catalogue();
    const { user, cookie } = await t.signedInUser({ grants: everyActionOn(['users']) });
    const self = { module_id: modules.settings, permission_id: permissions.edit };
    const attempts: [Method, string, object?][] = [
      ['GET', '/modules'],
      ['GET', '/permissions'],
      ['GET', `/user_module_permissions?user_id=${user.id}`],
      ['POST', '/user_module_permissions', { user_id: user.id, ...self }],
      ['PUT', `/users/${user.id}/permissions`, { grants: [self] }],
      ['DELETE', `/user_module_permissions/${(await grantsOf(user.id))[0]!.id}`],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(method, url, body, cookie);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe('Only an administrator can do this');
    }
    expect(await grantsOf(user.id)).toHaveLength(4);
  });

  it('a plain user cannot list users without users:view', async () => {
    const { cookie } = await t.signedInUser({ grants: everyActionOn(['quotations']) });
    expect((await call('GET', '/users', undefined, cookie)).statusCode).toBe(403);
  });

  it('user search matches first name, last name, email and company without regard to case', async () => {
    await t.createUser({ first_name: 'Zebedee', last_name: 'Quarm', email: 'zq.Person@Example.com' });
    const byName = (await call('GET', '/users?search=ZEBEDEE%20quarm')).json();
    expect(byName.data.map((u: { email: string }) => u.email)).toEqual(['zq.Person@Example.com']);
    const byEmail = (await call('GET', '/users?search=ZQ.PERSON')).json();
    expect(byEmail.total).toBe(1);
    await call('POST', '/users', {
      email: `co-${Date.now()}@example.com`,
      password: 'a-good-password',
      first_name: 'Co',
      last_name: 'Search',
      company: 'Blue Heron Freight',
    });
    const byCompany = (await call('GET', '/users?search=bLUE%20heron')).json();
    expect(byCompany.data.map((u: { company: string }) => u.company)).toEqual(['Blue Heron Freight']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent } from '../src/platform/events/publish-event';
import { type Listener, liveAudience } from './live-audience';
import { createTestApp, type TestApp } from './test-app';

/**
 * Who hears each kind of live change over `GET /api/1/events`: exactly those who may read the record, by the
 * same grant and visibility rules as its GET (checked here against the GET itself), and for a deleted record
 * those who could read it just before. The listeners are described in live-audience.ts.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof liveAudience>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await liveAudience(t);
});
afterAll(async () => {
  a.close();
  await t.close();
});

/** Contacts, quotations and interactions: every holder of the module's view grant, and admins. */
const VIEW_GRANT_HOLDERS: Listener[] = ['owner', 'colleague', 'admin'];
const TASKS_VIEW_HOLDERS: Listener[] = [
  'owner',
  'colleague',
  'collaborator',
  'teammate',
  'tasksOnly',
  'admin',
];

/**
 * Created, changed and deleted through the API by the owner: `expected` may GET it, and they, nobody else,
 * heard each of the three changes.
 */
async function expectLifecycleHeardBy(
  expected: Listener[],
  kind: string,
  url: string,
  body: object,
  changes: object,
): Promise<void> {
  let record = { id: 0, version: 0 };
  const created = await a.whoHears(
    async () => {
      record = await a.create(url, body);
    },
    kind,
    'created',
  );
  const readers = await a.readers(`${url}/${record.id}`);
  const updated = await a.whoHears(
    async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/1${url}/${record.id}`,
        payload: changes,
        headers: { cookie: a.people.owner.cookie, 'if-match': String(record.version) },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
    kind,
    kind === 'quotation' ? 'status_changed' : 'updated',
    record.id,
  );
  const deleted = await a.whoHears(() => a.remove(`${url}/${record.id}`), kind, 'deleted', record.id);
  expect(readers).toEqual(expected);
  expect({ created, updated, deleted }).toEqual({ created: readers, updated: readers, deleted: readers });
}

/** A contact of the owner's, for the records that need one. */
const contactId = async () => (await a.create('/contacts', { name: 'خالد', last_name: 'الفارس' })).id;

const LIFECYCLES: {
  name: string;
  expected: Listener[];
  kind: string;
  url: string;
  body: () => Promise<object>;
  changes: object;
}[] = [
  {
    name: 'contact: holders of contacts view and admins, not a user with other grants or none',
    expected: VIEW_GRANT_HOLDERS,
    kind: 'contact',
    url: '/contacts',
    body: async () => ({ name: 'Nadia', last_name: 'Haddad' }),
    changes: { name: 'Nádia' },
  },
  {
    name: 'quotation: holders of quotations view and admins (not the user who gets 403 on it)',
    expected: VIEW_GRANT_HOLDERS,
    kind: 'quotation',
    url: '/quotations',
    body: async () => ({
      contact_id: await contactId(),
      start_date: '2026-11-02',
      valid_until_date: '2026-12-02',
      currency: 'JPY',
    }),
    changes: { status: 'Working' },
  },
  {
    name: 'interaction: holders of support view and admins',
    expected: VIEW_GRANT_HOLDERS,
    kind: 'interaction',
    url: '/client_interactions',
    body: async () => ({
      contact_id: await contactId(),
      subject: 'Tarifas',
      description: 'Pidió tarifas a Kuwait (KWD)',
    }),
    changes: { subject: 'Tarifas marítimas' },
  },
  {
    name: 'private task: its creator and admins, not the other holders of tasks view',
    expected: ['owner', 'admin'],
    kind: 'task',
    url: '/tasks',
    body: async () => ({ title: 'Llamar al transportista', visibility: 'private' }),
    changes: { title: 'Llamar al naviero' },
  },
  {
    name: 'public task: every holder of tasks view, not the user without it',
    expected: TASKS_VIEW_HOLDERS,
    kind: 'task',
    url: '/tasks',
    body: async () => ({ title: 'Inventario', visibility: 'public' }),
    changes: { title: 'Inventario anual' },
  },
];

describe('live events reach only those who may read the record', () => {
  it.each(LIFECYCLES)('$name', async ({ expected, kind, url, body, changes }) => {
    await expectLifecycleHeardBy(expected, kind, url, await body(), changes);
  });

  it('collaborative task: its collaborators and team members too, from the moment they are in; the delete as well', async () => {
    const team = await a.create('/teams', { name: 'Equipo marítimo' });
    await a.create('/team_members', { team_id: team.id, user_id: a.people.teammate.id });
    // A member of another team sees nothing of it.
    const otherTeam = await a.create('/teams', { name: 'Equipo aéreo' });
    await a.create('/team_members', { team_id: otherTeam.id, user_id: a.people.colleague.id });
    let task = { id: 0, version: 0 };
    const created = await a.whoHears(
      async () => {
        task = await a.create('/tasks', { title: 'Reserva', visibility: 'collaborative', team_id: team.id });
      },
      'task',
      'created',
    );
    expect(created).toEqual(['owner', 'teammate', 'admin']);
    const shared = await a.whoHears(
      () =>
        a.create('/task_collaborators', {
          task_id: task.id,
          user_id: a.people.collaborator.id,
          permission_level: 'viewer',
        }),
      'task',
      'updated',
      task.id,
    );
    const readers = await a.readers(`/tasks/${task.id}`);
    expect(readers).toEqual(['owner', 'collaborator', 'teammate', 'admin']);
    expect(shared).toEqual(readers);
    expect(await a.whoHears(() => a.remove(`/tasks/${task.id}`), 'task', 'deleted', task.id)).toEqual(
      readers,
    );
  });

  it('a change naming several tasks reaches each listener with the ids it may read only', async () => {
    const hidden = await a.create('/tasks', { title: 'Nómina', visibility: 'private' });
    const open = await a.create('/tasks', { title: 'Muelle', visibility: 'public' });
    const heard = await a.whoHears(
      () => publishEvent(t.db, { kind: 'task', action: 'updated', ids: [hidden.id, open.id] }),
      'task',
      'updated',
      open.id,
    );
    expect(heard).toEqual(TASKS_VIEW_HOLDERS);
    const last = (name: Listener) => a.idsHeard(name, 'task').slice(-2);
    expect(last('colleague').slice(-1)).toEqual([open.id]);
    expect(a.idsHeard('colleague', 'task')).not.toContain(hidden.id);
    expect(last('owner')).toEqual([hidden.id, open.id]);
    expect(last('admin')).toEqual([hidden.id, open.id]);
  });

  it("one's own document and folder: their owner alone (not even an admin, who gets 404 on them)", async () => {
    const root = (await (await a.call('owner', 'GET', '/folders/root')).json()) as { id: number };
    let document = { id: 0, version: 0 };
    const created = await a.whoHears(
      async () => {
        document = await a.newDocument(root.id);
      },
      'document',
      'created',
    );
    const readers = await a.readers(`/documents/${document.id}`);
    expect(readers).toEqual(['owner']);
    expect(created).toEqual(readers);
    const renamed = await a.whoHears(
      async () => {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/1/documents/${document.id}`,
          payload: { name: 'Factura de diciembre' },
          headers: { cookie: a.people.owner.cookie, 'if-match': String(document.version) },
        });
        expect(res.statusCode, res.body).toBe(200);
      },
      'document',
      'updated',
      document.id,
    );
    expect(renamed).toEqual(readers);
    const deleted = await a.whoHears(
      () => a.remove(`/documents/${document.id}`),
      'document',
      'deleted',
      document.id,
    );
    expect(deleted).toEqual(readers);
    // A folder change names no document: it reaches the folder's owner only.
    expect(
      await a.whoHears(
        () => a.create('/folders', { name: 'Aduanas', parent_folder_id: root.id }),
        'document',
        'updated',
      ),
    ).toEqual(['owner']);
  });

  it("a quotation's document: holders of quotations view and admins, not a user with documents view alone", async () => {
    const contact = await a.create('/contacts', { name: 'Fatima', last_name: 'Zahra' });
    const quotation = await a.create('/quotations', {
      contact_id: contact.id,
      start_date: '2026-11-02',
      valid_until_date: '2026-12-02',
    });
    const folder = (await (
      await a.call('owner', 'POST', `/quotations/${quotation.id}/document_folder`)
    ).json()) as {
      id: number;
    };
    let document = { id: 0, version: 0 };
    const created = await a.whoHears(
      async () => {
        document = await a.newDocument(folder.id);
      },
      'document',
      'created',
    );
    const readers = await a.readers(`/documents/${document.id}`);
    expect(readers).toEqual(VIEW_GRANT_HOLDERS);
    expect(created).toEqual(readers);
    const deleted = await a.whoHears(
      () => a.remove(`/documents/${document.id}`),
      'document',
      'deleted',
      document.id,
    );
    expect(deleted).toEqual(readers);
  });

  it('a user with tasks view alone has heard of no contact, quotation, interaction or document, and of no hidden task', async () => {
    expect((await a.call('tasksOnly', 'GET', '/quotations')).statusCode).toBe(403);
    for (const kind of ['contact', 'quotation', 'interaction', 'document']) {
      expect(a.idsHeard('tasksOnly', kind), kind).toEqual([]);
    }
    expect(a.idsHeard('nobody', 'task')).toEqual([]);
  });
});

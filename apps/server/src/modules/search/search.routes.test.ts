import type { SearchResult } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { documentsFixture } from '../documents/documents.fixture';

let t: TestApp;
let fx: ReturnType<typeof documentsFixture>;
let admin: string;

const ALL = ['view', 'create', 'edit', 'delete'] as const;
const EVERY_MODULE = {
  quotations: [...ALL],
  shipments: [...ALL],
  contacts: [...ALL],
  support: [...ALL],
  tasks: [...ALL],
  documents: [...ALL],
};

async function created<T = { id: number }>(cookie: string, url: string, body: object): Promise<T> {
  const res = await fx.call(cookie, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as T;
}

async function search(cookie: string, q: string): Promise<SearchResult> {
  const res = await fx.call(cookie, 'GET', `/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult;
}

const group = (result: SearchResult, kind: string) => result.groups.find((g) => g.kind === kind);
const titles = (result: SearchResult, kind: string) => group(result, kind)?.hits.map((h) => h.title);

let zephyrContact: { id: number };
let quotation: { id: number; quotation_number: string };

useTestApp(async (app) => {
  t = app;
  fx = documentsFixture(t);
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
  // Infix, word-start and prefix matches of 'zephyr', created in the order the ranking must undo.
  await created(admin, '/contacts', { name: 'Ozephyrus', last_name: 'Tern', email: 'oz@tern.example' });
  await created(admin, '/contacts', { name: 'Albert', last_name: 'Zephyr', email: 'albert@quay.example' });
  zephyrContact = await created(admin, '/contacts', {
    name: 'Zephyrine',
    last_name: 'Marlowe',
    company_name: 'Quokka Freight',
    email: 'zm@quokka.example',
  });
  const today = new Date().toISOString().slice(0, 10);
  quotation = await created(admin, '/quotations', {
    contact_id: zephyrContact.id,
    start_date: today,
    valid_until_date: today,
  });
  await created(admin, '/client_interactions', {
    contact_id: zephyrContact.id,
    subject: 'Zephyr reefer booking',
    description: 'Two containers',
  });
  // Matches only by description: the search is by subject, so it is not found.
  await created(admin, '/client_interactions', {
    contact_id: zephyrContact.id,
    subject: 'Customs hold',
    description: 'zephyr paperwork missing',
  });
});

describe('GET /api/1/search finds each kind', () => {
  it('contacts by part of their name, prefix matches first, then word starts, then the rest', async () => {
    const result = await search(admin, 'zephyr');
    expect(titles(result, 'contact')).toEqual(['Zephyrine Marlowe', 'Albert Zephyr', 'Ozephyrus Tern']);
    expect(group(result, 'contact')).toMatchObject({ total: 3, capped: false });
    expect(group(result, 'contact')!.hits[0]).toEqual({
      id: zephyrContact.id,
      title: 'Zephyrine Marlowe',
      subtitle: 'Quokka Freight · zm@quokka.example',
      subtitle_parts: [
        { kind: 'text', value: 'Quokka Freight' },
        { kind: 'text', value: 'zm@quokka.example' },
      ],
      route: `/contacts?q=Zephyrine%20Marlowe&contact=${zephyrContact.id}`,
    });
  });

  it('contacts by company and email too', async () => {
    expect(titles(await search(admin, 'quokka freight'), 'contact')).toEqual(['Zephyrine Marlowe']);
    expect(titles(await search(admin, 'albert@quay'), 'contact')).toEqual(['Albert Zephyr']);
  });

  it('quotations by number and by client name, opening the quotation', async () => {
    const byNumber = group(await search(admin, quotation.quotation_number), 'quotation');
    expect(byNumber?.hits[0]).toMatchObject({
      id: quotation.id,
      title: quotation.quotation_number,
      route: `/quotations/${quotation.id}`,
    });
    const byClient = group(await search(admin, 'marlowe'), 'quotation');
    expect(byClient?.hits.map((h) => h.id)).toContain(quotation.id);
  });

  it('interactions by subject only, opening the interaction', async () => {
    const result = await search(admin, 'zephyr');
    const interactions = group(result, 'interaction')!;
    expect(interactions.hits.map((h) => h.title)).toEqual(['Zephyr reefer booking']);
    expect(interactions.hits[0]!.route).toBe(`/support/edit/${interactions.hits[0]!.id}`);
  });

  it('answers codes and days as data beside the English subtitle, for the reader to word', async () => {
    const [hit] = group(await search(admin, quotation.quotation_number), 'quotation')!.hits;
    expect(hit!.subtitle_parts).toEqual([
      { kind: 'text', value: 'Zephyrine Marlowe' },
      { kind: 'quotation_status', value: 'Pending' },
    ]);
    const interaction = group(await search(admin, 'zephyr reefer'), 'interaction')!.hits[0]!;
    const day = interaction.subtitle_parts.find((part) => part.kind === 'date')!.value;
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(interaction.subtitle).toBe(`Zephyrine Marlowe · Quokka Freight · ${day}`);
    const task = await created(admin, '/tasks', { title: 'Zebu urgent haul', priority: 'urgent' });
    expect((await fx.call(admin, 'PUT', `/tasks/${task.id}`, { completed: true })).statusCode).toBe(200);
    const [taskHit] = group(await search(admin, 'zebu urgent'), 'task')!.hits;
    expect(taskHit).toMatchObject({
      subtitle: 'Urgent priority · Completed',
      subtitle_parts: [
        { kind: 'task_priority', value: 'urgent' },
        { kind: 'task_state', value: 'completed' },
      ],
    });
  });

  it('treats % and _ as plain characters', async () => {
    await created(admin, '/contacts', { name: 'Percent 100%', email: 'pct@example.test' });
    expect(titles(await search(admin, '0%'), 'contact')).toEqual(['Percent 100%']);
    expect(titles(await search(admin, '_z'), 'contact')).toEqual([]);
  });

  it('answers at most 5 hits of a kind with the total, and caps the count at 100', async () => {
    for (let i = 0; i < 7; i++)
      await created(admin, '/contacts', { name: `Wombat ${i}`, email: `w${i}@x.test` });
    const wombats = group(await search(admin, 'wombat'), 'contact')!;
    expect(wombats.hits).toHaveLength(5);
    expect(wombats).toMatchObject({ total: 7, capped: false });
    await t.pool.query(
      `insert into contacts (name, email) select 'Numbat ' || n, 'n' || n || '@x.test' from generate_series(1, 120) n`,
    );
    expect(group(await search(admin, 'numbat'), 'contact')).toMatchObject({ total: 100, capped: true });
  });

  it('a kind with no match is answered empty, and an admin gets every kind', async () => {
    const result = await search(admin, 'nothing-matches-this');
    expect(result.q).toBe('nothing-matches-this');
    expect(result.groups.map((g) => g.kind)).toEqual([
      'quotation',
      'shipment',
      'contact',
      'interaction',
      'task',
      'document',
    ]);
    expect(result.groups.every((g) => g.total === 0 && g.hits.length === 0)).toBe(true);
  });
});

describe('GET /api/1/search answers only what the caller may see', () => {
  it('a user without any grant gets no kinds at all', async () => {
    const { cookie } = await t.signedInUser({ grants: {} });
    expect((await search(cookie, 'zephyr')).groups).toEqual([]);
  });

  it.each([
    ['quotations', 'quotation'],
    ['shipments', 'shipment'],
    ['contacts', 'contact'],
    ['support', 'interaction'],
    ['tasks', 'task'],
    ['documents', 'document'],
  ] as const)(
    'without %s:view the %s kind is absent; with only it, it is the only kind',
    async (module, kind) => {
      const without = await t.signedInUser({
        grants: { ...EVERY_MODULE, [module]: ['create', 'edit', 'delete'] },
      });
      const result = await search(without.cookie, 'zephyr');
      expect(result.groups.map((g) => g.kind)).not.toContain(kind);
      expect(result.groups).toHaveLength(5);
      const only = await t.signedInUser({ grants: { [module]: ['view'] } });
      expect((await search(only.cookie, 'zephyr')).groups.map((g) => g.kind)).toEqual([kind]);
    },
  );

  it("another user's private task is never found; public and shared ones are", async () => {
    const owner = await t.signedInUser({ grants: EVERY_MODULE });
    const other = await t.signedInUser({ grants: EVERY_MODULE });
    const hidden = await created(owner.cookie, '/tasks', {
      title: 'Kestrel private plan',
      visibility: 'private',
    });
    const open = await created(owner.cookie, '/tasks', {
      title: 'Kestrel public plan',
      visibility: 'public',
    });
    const shared = await created(owner.cookie, '/tasks', {
      title: 'Kestrel shared plan',
      visibility: 'collaborative',
    });
    await created(owner.cookie, '/task_collaborators', {
      task_id: shared.id,
      user_id: other.user.id,
      permission_level: 'viewer',
    });
    const mine = group(await search(owner.cookie, 'kestrel'), 'task')!;
    expect(mine.hits.map((h) => h.id).sort()).toEqual([hidden.id, open.id, shared.id].sort());
    const theirs = group(await search(other.cookie, 'kestrel'), 'task')!;
    expect(theirs.hits.map((h) => h.id).sort()).toEqual([open.id, shared.id].sort());
    expect(theirs.total).toBe(2);
    expect(theirs.hits.find((h) => h.id === open.id)!.route).toBe(`/task-manager?task=${open.id}`);
    expect(titles(await search(admin, 'kestrel private'), 'task')).toEqual(['Kestrel private plan']);
  });

  it("another user's document is never found; a quotation's is, with quotations view", async () => {
    const owner = await t.signedInUser({ grants: EVERY_MODULE });
    const other = await t.signedInUser({ grants: EVERY_MODULE });
    const docsOnly = await t.signedInUser({ grants: { documents: ['view'] } });
    const root = await fx.root(owner.cookie);
    const own = await fx.newDocument(owner.cookie, root.id, 'pangolin-invoice.pdf');
    const folder = (await fx.call(admin, 'POST', `/quotations/${quotation.id}/document_folder`)).json();
    const shared = await fx.newDocument(admin, folder.id, 'pangolin-manifest.pdf');

    const ownerHits = group(await search(owner.cookie, 'pangolin'), 'document')!.hits;
    expect(ownerHits.map((h) => h.id).sort()).toEqual([own.id, shared.id].sort());
    expect(ownerHits.find((h) => h.id === own.id)!.route).toBe(`/documents?folder=${root.id}`);
    expect(ownerHits.find((h) => h.id === shared.id)!.route).toBe(`/documents?folder=${folder.id}`);
    expect(group(await search(other.cookie, 'pangolin'), 'document')!.hits.map((h) => h.id)).toEqual([
      shared.id,
    ]);
    expect(group(await search(docsOnly.cookie, 'pangolin'), 'document')).toMatchObject({
      total: 0,
      hits: [],
    });
  });
});

describe('GET /api/1/search checks its input', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/1/search?q=zephyr' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['', 'Search text is required'],
    ['q=', 'Search text is required'],
    ['q=%20%20', 'Search text is required'],
    ['q=%20a%20', 'Search text must have at least 2 characters'],
    [`q=${'x'.repeat(101)}`, 'Search text can be at most 100 characters'],
    ['q=ab%00', 'Text cannot contain the NUL character'],
    ['q=ab&q=cd', 'Search text must be text'],
  ])('?%s answers 400 "%s"', async (query, message) => {
    const res = await fx.call(admin, 'GET', `/search?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { q: message } });
  });

  it('trims the text and accepts 100 characters', async () => {
    expect((await search(admin, '  zephyrine  ')).q).toBe('zephyrine');
    expect((await search(admin, 'y'.repeat(100))).groups).toHaveLength(6);
  });
});

import type { SearchResult } from '@freight/domain';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { foldedLike } from '../../platform/database/search-fold';
import { addresses, addressSearchText } from '../addresses/addresses.table';
import { contactSearchText, contacts } from '../contacts/contacts.table';
import { documentsFixture } from '../documents/documents.fixture';
import { documents } from '../documents/documents.table';
import { completeAddress } from '../quotations/quotation-contents.fixtures';
import { quotationSearchText, quotations } from '../quotations/quotations.table';
import { airCard } from '../rate-cards/rate-cards.fixtures';
import { rateCardSearchText, rateCards } from '../rate-cards/rate-cards.table';
import { interactionSearchText, interactions } from '../support/support.table';
import { taskSearchText, tasks } from '../tasks/tasks.table';

let t: TestApp;
let fx: ReturnType<typeof documentsFixture>;
let admin: string;

async function created(url: string, body: object): Promise<{ id: number }> {
  const res = await fx.call(admin, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

/** The ids a list's search box answers for `text`. */
async function listed(list: string, text: string): Promise<number[]> {
  const res = await fx.call(admin, 'GET', `${list}?search=${encodeURIComponent(text)}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number }[] }).data.map((row) => row.id);
}

/** The titles the Ctrl+K search answers for `text`, in one kind. */
async function found(kind: string, text: string): Promise<string[]> {
  const res = await fx.call(admin, 'GET', `/search?q=${encodeURIComponent(text)}`);
  expect(res.statusCode, res.body).toBe(200);
  const group = (res.json() as SearchResult).groups.find((g) => g.kind === kind);
  return group?.hits.map((hit) => hit.title) ?? [];
}

const ids: Record<string, number> = {};

useTestApp(async (app) => {
  t = app;
  fx = documentsFixture(t);
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
  ids.bergstrom = (
    await created('/contacts', { name: 'Åsa', last_name: 'Bergström', email: 'asa@nord.example' })
  ).id;
  ids.gonzalez = (
    await created('/contacts', { name: 'José', last_name: 'González', email: 'jg@sur.example' })
  ).id;
  // Typed without accents in the record, searched with them: the reverse must match too.
  ids.plain = (
    await created('/contacts', { name: 'Rene', last_name: 'Lefevre', email: 'rl@ouest.example' })
  ).id;
  const today = new Date().toISOString().slice(0, 10);
  ids.quotation = (
    await created('/quotations', { contact_id: ids.gonzalez, start_date: today, valid_until_date: today })
  ).id;
  ids.interaction = (
    await created('/client_interactions', {
      contact_id: ids.gonzalez,
      subject: 'Reclamación por daño',
      description: 'Carga mojada en Düsseldorf',
    })
  ).id;
  ids.task = (await created('/tasks', { title: 'Llamar al Señor Núñez', visibility: 'public' })).id;
  ids.document = (await fx.newDocument(admin, (await fx.root(admin)).id, 'Factura Ñandú.pdf')).id;
  ids.rateCard = (await created('/rate_cards', airCard({ carrier: 'Société Fret Aérien' }))).id;
  ids.address = (
    await created('/addresses', {
      ...completeAddress,
      city: 'Düsseldorf',
      country: 'Germany',
      zip_code: '40213',
    })
  ).id;
});

describe('every list search ignores accents and case', () => {
  it.each([
    ['/contacts', 'bergstrom', 'bergstrom'],
    ['/contacts', 'BERGSTRÖM', 'bergstrom'],
    ['/contacts', 'gonzalez', 'gonzalez'],
    ['/contacts', 'GONZÁLEZ', 'gonzalez'],
    ['/contacts', 'lefèvre', 'plain'],
    ['/quotations', 'gonzalez', 'quotation'],
    ['/client_interactions', 'reclamacion', 'interaction'],
    ['/client_interactions', 'DUSSELDORF', 'interaction'],
    ['/tasks', 'senor nunez', 'task'],
    ['/documents', 'nandu', 'document'],
    ['/rate_cards', 'societe fret aerien', 'rateCard'],
    ['/addresses', 'dusseldorf', 'address'],
  ])('%s?search=%s finds the record', async (list, text, key) => {
    expect(await listed(list, text)).toContain(ids[key]);
  });

  it('still tells records apart: a text that is in neither finds nothing', async () => {
    expect(await listed('/contacts', 'bergstrum')).toEqual([]);
  });

  it("keeps LIKE's wildcards literal in the folded text", async () => {
    expect(await listed('/contacts', 'gonz_lez')).toEqual([]);
    expect(await listed('/contacts', 'gonz%lez')).toEqual([]);
  });
});

describe('the global search ignores accents and case', () => {
  it.each([
    ['contact', 'bergstrom', 'Åsa Bergström'],
    ['contact', 'Gonzalez', 'José González'],
    ['contact', 'lefèvre', 'Rene Lefevre'],
    ['interaction', 'reclamacion', 'Reclamación por daño'],
    ['task', 'SENOR', 'Llamar al Señor Núñez'],
    ['document', 'ñandu', 'Factura Ñandú.pdf'],
  ])('%s: %s finds %s', async (kind, text, title) => {
    expect(await found(kind, text)).toContain(title);
  });

  it('finds the quotation by its client written without accents', async () => {
    const res = await fx.call(admin, 'GET', '/search?q=jose%20gonzalez');
    const group = (res.json() as SearchResult).groups.find((g) => g.kind === 'quotation');
    expect(group?.hits.map((hit) => hit.id)).toEqual([ids.quotation]);
  });
});

describe('locations ignore accents and case', () => {
  it('finds an airport by its name typed with other accents', async () => {
    const res = await fx.call(admin, 'GET', '/locations?q=z%C3%BArich&kind=airport');
    expect((res.json() as { code: string }[]).map((l) => l.code)).toContain('ZRH');
  });
});

/** The plan of `select id from <table> where <folded match>`, with sequential scans priced out. */
async function planOf(table: SQL, match: SQL): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const plan = await tx.execute<{ 'QUERY PLAN': string }>(
      sql`explain (verbose) select id from ${table} where ${match}`,
    );
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the folded searches are served by the trigram indexes', () => {
  it.each([
    ['contacts_search_trgm_idx', sql`${contacts}`, contactSearchText(contacts)],
    ['quotations_search_trgm_idx', sql`${quotations}`, quotationSearchText(quotations)],
    ['client_interactions_search_trgm_idx', sql`${interactions}`, interactionSearchText(interactions)],
    ['tasks_search_trgm_idx', sql`${tasks}`, taskSearchText(tasks)],
    ['documents_name_trgm_idx', sql`${documents}`, sql`${documents.name}`],
    ['rate_cards_search_trgm_idx', sql`${rateCards}`, rateCardSearchText(rateCards)],
    ['addresses_search_trgm_idx', sql`${addresses}`, addressSearchText(addresses)],
  ])('%s', async (index, table, searchText) => {
    const plan = await planOf(table, foldedLike(searchText, '%gonzález%'));
    expect(plan).toContain(index);
    // search_fold is inlined into a plain C call per row (the migration makes unaccent IMMUTABLE for it).
    expect(plan).not.toContain('search_fold');
  });
});

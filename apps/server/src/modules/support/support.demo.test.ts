import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadDemoContacts } from '../contacts/contacts.demo';
import { loadDemoInteractions } from './support.demo';

describe('demo interactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ role: 'admin' });
    await loadDemoContacts(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it("adds ten interactions for demo contacts, with the contacts' names, once", async () => {
    expect(await loadDemoInteractions(t.db)).toBe(10);
    const { rows } = await t.db.execute<{ n: number; named: number; channels: number }>(sql`
      select count(*)::int as n, count(*) filter (where contact_name <> '' and created_by is not null)::int as named,
             count(distinct channel)::int as channels
      from client_interactions`);
    expect(rows[0]).toEqual({ n: 10, named: 10, channels: 7 });
    expect(await loadDemoInteractions(t.db)).toBe(0);
  });
});

import { contactCreateSchema } from '@freight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { demoContacts, loadDemoContacts } from './contacts.demo';

describe('demo contacts', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('are valid new contacts with distinct email and phone pairs', () => {
    const all = demoContacts();
    for (const c of all) expect(contactCreateSchema.safeParse(c).success, c.email).toBe(true);
    expect(new Set(all.map((c) => `${c.email}|${c.phone_number}`)).size).toBe(all.length);
    expect(all.some((c) => c.company_name === '')).toBe(true);
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(['Active', 'Pending', 'Inactive']));
  });

  it('load once: a second load adds nothing', async () => {
    expect(await loadDemoContacts(database.db)).toBe(60);
    expect(await loadDemoContacts(database.db)).toBe(0);
  });
});

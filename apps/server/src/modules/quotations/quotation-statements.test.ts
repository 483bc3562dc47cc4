import { describe, expect, it } from 'vitest';
import { adminQuotationApi, completeAddress } from './quotation-contents.fixtures';

/**
 * What a save costs the database: the SQL statements a request sends once its session is checked (the
 * session lookup is the one statement that reads "sessions"). These fail when a change brings back a read
 * that the write or its answer already gives.
 */
const context = adminQuotationApi();

/** The statements `request` sends after the session check, and its answer. */
async function statementsOf(request: () => ReturnType<typeof context.api.call>) {
  let response: Awaited<ReturnType<typeof context.api.call>> | undefined;
  const statements = await context.t.recordStatements(async () => {
    response = await request();
  });
  // The live-update notice (pg_notify, delivered at commit) is a write's announcement, not a read to count.
  const counted = statements.filter((s) => !s.includes('"sessions"') && !s.includes('pg_notify'));
  return { response: response!, statements: counted };
}

/** The statements between `begin` and `commit`, checking there is exactly one transaction around them. */
function oneTransaction(statements: string[]): string[] {
  expect(statements[0]).toBe('begin');
  expect(statements.at(-1)).toBe('commit');
  expect(statements.filter((s) => s === 'begin' || s === 'commit')).toHaveLength(2);
  return statements.slice(1, -1);
}

const newAddress = async () =>
  (await context.api.call('POST', '/addresses', completeAddress)).json().id as number;

describe('a quotation field save (PUT /quotations/{id})', () => {
  it('is one transaction of four statements: the locked read, the update, its history row and the answer', async () => {
    const q = await context.api.newQuotation();
    const { response, statements } = await statementsOf(() =>
      context.api.call('PUT', `/quotations/${q.id}`, { notes: 'Fragile' }, { 'if-match': String(q.version) }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ notes: 'Fragile', version: q.version + 1 });
    const work = oneTransaction(statements);
    expect(work).toHaveLength(4);
    // The fields' old values are read under the row lock, for the quotation's history.
    expect(work[0]).toMatch(/^select .* from "quotations" .* for update$/);
    expect(work[1]).toMatch(/^update "quotations"/);
    expect(work[2]).toMatch(/^insert into "audit_log"/);
    expect(work[3]).toMatch(/^select .* from "quotations" left join "contacts"/);
  });

  it('with new dates, contact and addresses, is one transaction of at most four statements', async () => {
    const q = await context.api.newQuotation();
    const contact = (
      await context.api.call('POST', '/contacts', { name: 'Other', last_name: 'Client' })
    ).json();
    const [origin, destination] = [await newAddress(), await newAddress()];
    const { response, statements } = await statementsOf(() =>
      context.api.call('PUT', `/quotations/${q.id}`, {
        start_date: '2026-03-01',
        valid_until_date: '2026-03-21',
        contact_id: contact.id,
        origin_address_id: origin,
        destination_address_id: destination,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      validity_days: 20,
      contact_id_related: { id: contact.id },
      origin_address: { id: origin },
      destination_address: { id: destination },
    });
    const work = oneTransaction(statements);
    expect(work.length).toBeLessThanOrEqual(4);
    // The stored dates are read under the row lock, for the validity days.
    expect(work[0]).toMatch(/^select .* from "quotations" .* for update$/);
  });
});

describe('an item update reads its row once, under the quotation lock', () => {
  // A plain read of one row by id; the lock's subquery names the item's table inside parentheses.
  const readsOf = (statements: string[], table: string) =>
    statements.filter((s) =>
      new RegExp(`^select [^()]* from "${table}" where "${table}"\\."id" = \\$1`).test(s),
    );

  it.each([
    ['box_items', { quantity: 3 }],
    ['cost_items', { description: 'Crating, revised' }],
  ])('%s', async (table, change) => {
    const q = await context.api.newQuotation();
    const item =
      table === 'box_items' ? await context.api.addCargoLine(q.id) : await context.api.addCostLine(q.id);
    const { response, statements } = await statementsOf(() =>
      context.api.call('PUT', `/${table}/${item.id}`, change, { 'if-match': String(item.version) }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...change, version: item.version + 1 });
    const work = oneTransaction(statements);
    const lock = work.findIndex((s) => / for update$/.test(s));
    expect(work[lock]).toMatch(
      /^select "id", "quotation_number", "superseded", "accepted_at" from "quotations"/,
    );
    const reads = readsOf(work, table);
    expect(reads).toHaveLength(1);
    expect(work.indexOf(reads[0]!)).toBeGreaterThan(lock);
  });
});

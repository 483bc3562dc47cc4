import {
  INTERACTION_CATEGORIES,
  INTERACTION_CHANNELS,
  INTERACTION_STATUSES,
  INTERACTION_TYPES,
  QUOTATION_STATUSES,
} from '@freight/domain';
import type pg from 'pg';
import { seedContacts } from './seed';

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

/**
 * Runs `work` (a bulk insert) with the table's secondary indexes dropped, then builds them again: building
 * an index once over a million rows takes a fraction of the time of updating it a million times (a trigram
 * GIN index above all). Primary keys and constraints stay, so foreign keys are still checked.
 */
async function withIndexesRebuilt(pool: pg.Pool, table: string, work: () => Promise<void>) {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where schemaname = current_schema() and tablename = $1
         and indexname not in (select conname from pg_constraint where conrelid = $1::regclass)`,
      [table],
    );
    for (const { name } of rows) await client.query(`drop index "${name}"`);
    await work();
    await client.query(`set maintenance_work_mem = '256MB'`);
    for (const { definition } of rows) await client.query(definition);
    await client.query(`vacuum analyze "${table}"`);
  } finally {
    client.release();
  }
}

/**
 * `count` quotations over the six statuses (one in six of each) and three years of dates, numbered
 * SQ0000000 upwards (seven digits, since five hold only 100,000), each linked to one of the contacts.
 */
async function seedManyQuotations(pool: pg.Pool, count: number): Promise<void> {
  await withIndexesRebuilt(pool, 'quotations', async () => {
    await pool.query(`
      insert into quotations (quotation_number, client_name, client_email, contact_id, status, start_date,
        created_date, valid_until_date, total_cost, estimated_value)
      select 'SQ' || lpad((n - 1)::text, 7, '0'), c.display_name, c.email, c.id,
        (${sqlArray(QUOTATION_STATUSES)})[1 + n % 6],
        date '2024-01-01' + (n * 37 % 1000), date '2024-01-01' + (n * 37 % 1000),
        date '2024-01-01' + (n * 37 % 1000) + 30, round((n::bigint * 7919 % 500000) / 100.0, 2), 0
      from generate_series(1, ${count}) as n
      join contacts c on c.id = 1 + (n % (select count(*) from contacts))`);
  });
}

/** `count` support interactions over three years, each with one of the contacts and realistic words. */
async function seedManyInteractions(pool: pg.Pool, count: number): Promise<void> {
  await withIndexesRebuilt(pool, 'client_interactions', async () => {
    await pool.query(`
      insert into client_interactions (date, contact_id, contact_name, contact_company, subject, description,
        channel, category, status, interaction_type)
      select date '2024-01-01' + (n * 13 % 1000), c.id, c.display_name, c.company_name,
        (array['Shipment delayed at port','Invoice question','Booking confirmation','Customs documents',
          'Rate request','Container tracking','Damaged cargo claim','Pickup schedule'])[1 + n % 8] || ' ' || n,
        'Customer wrote about order ' || n || ' and asked for an update on the delivery window.',
        (${sqlArray(INTERACTION_CHANNELS)})[1 + n % ${INTERACTION_CHANNELS.length}],
        (${sqlArray(INTERACTION_CATEGORIES)})[1 + (n / 3) % ${INTERACTION_CATEGORIES.length}],
        (${sqlArray(INTERACTION_STATUSES)})[1 + (n / 7) % ${INTERACTION_STATUSES.length}],
        (${sqlArray(INTERACTION_TYPES)})[1 + n % 2]
      from generate_series(1, ${count}) as n
      join contacts c on c.id = 1 + (n % (select count(*) from contacts))`);
  });
}

/** The sizes the benchmarks at scale seed (`list-scale`, and `request-cost` with BENCH_SCALE=1m). */
export const SCALE_COUNTS = { contacts: 200_000, quotations: 1_000_000, interactions: 1_000_000 } as const;

/** The rare values the searches look for: a few rows each among the million. */
export const RARE = {
  clientName: 'Wilhelmina Quackenbush',
  clientSearch: 'quackenbush',
  contactName: 'Ottoline Featherstonehaugh',
  contactSearch: 'featherstone',
  subject: 'Refrigerated okapi transport',
  subjectSearch: 'okapi',
} as const;

/**
 * Contacts, quotations and interactions at scale, then a handful of rows renamed to the RARE values
 * (three Pending quotations: ids divisible by six are Pending).
 */
export async function seedAtScale(
  pool: pg.Pool,
  counts: { contacts: number; quotations: number; interactions: number },
): Promise<void> {
  const step = (label: string) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${label}`);
  step(`${counts.contacts.toLocaleString()} contacts`);
  await withIndexesRebuilt(pool, 'contacts', () => seedContacts(pool, counts.contacts));
  step(`${counts.quotations.toLocaleString()} quotations`);
  await seedManyQuotations(pool, counts.quotations);
  step(`${counts.interactions.toLocaleString()} interactions`);
  await seedManyInteractions(pool, counts.interactions);
  const third = Math.floor(counts.quotations / 18) * 6;
  await pool.query(`update quotations set client_name = $1 where id in (6, $2, $3)`, [
    RARE.clientName,
    third,
    third * 2,
  ]);
  await pool.query(
    `update contacts set name = 'Ottoline', last_name = 'Featherstonehaugh',
    display_name = $1 where id in (17, 100017)`,
    [RARE.contactName],
  );
  await pool.query(`update client_interactions set subject = $1 where id in (29, 500029, 900029)`, [
    RARE.subject,
  ]);
  await pool.query('vacuum analyze quotations, contacts, client_interactions');
  step('seeded');
}

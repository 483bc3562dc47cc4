import type pg from 'pg';
import {
  DEMO_COMPANIES as COMPANIES,
  DEMO_FIRST_NAMES as FIRST,
  DEMO_LAST_NAMES as LAST,
} from '../../apps/server/src/modules/contacts/contacts.demo';

const sqlArray = (values: string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

/** `count` realistic contacts in one statement: names, companies (one in five without), emails, phones. */
export async function seedContacts(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(`
    insert into contacts (name, last_name, display_name, company_name, email, phone_number, status, city, country)
    select f, l, f || ' ' || l,
      case when n % 5 = 4 then '' else c || ' ' || (n % 997) end,
      lower(f) || '.' || lower(l) || n || '@example.com',
      '+1 555 ' || lpad((n % 1000)::text, 3, '0') || ' ' || lpad(n::text, 6, '0'),
      (array['Active','Active','Inactive','Pending'])[1 + n % 4], 'Rotterdam', 'Netherlands'
    from (
      select n, (${sqlArray(FIRST)})[1 + n % ${FIRST.length}] as f,
        (${sqlArray(LAST)})[1 + (n * 7) % ${LAST.length}] as l,
        (${sqlArray(COMPANIES)})[1 + (n * 11) % ${COMPANIES.length}] as c
      from generate_series(1, ${count}) as n
    ) s`);
  await pool.query('vacuum analyze contacts');
}

/**
 * `count` quotations spread over the six statuses and three years of dates, numbered SQ00000 upwards
 * (100,000 fills the whole number space), each linked to one of the seeded contacts.
 */
export async function seedQuotations(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(`
    insert into quotations (quotation_number, client_name, client_email, contact_id, status, start_date,
      created_date, valid_until_date, total_cost, estimated_value)
    select 'SQ' || lpad((n - 1)::text, 5, '0'), c.display_name, c.email, c.id,
      (array['Pending','Working','OnClientReview','Active','Completed','Cancelled'])[1 + n % 6],
      date '2024-01-01' + (n * 37 % 1000), date '2024-01-01' + (n * 37 % 1000),
      date '2024-01-01' + (n * 37 % 1000) + 30, round((n * 7919 % 500000) / 100.0, 2), 0
    from generate_series(1, ${count}) as n
    join contacts c on c.id = 1 + (n % (select count(*) from contacts))`);
  await pool.query('vacuum analyze quotations');
}

/**
 * `perQuotation` cost items on every quotation, in one statement: Fixed lines in the seeded categories with a
 * total of 10 x their position; the second and third of each quotation are sub-items of its first. Ids are
 * given explicitly (OVERRIDING SYSTEM VALUE) so the sub-items can point at their parent in the same insert;
 * the identity sequence is moved past them after. The quotations' total_cost is set to match, as the server
 * keeps it.
 */
export async function seedCostLines(pool: pg.Pool, perQuotation: number): Promise<void> {
  await pool.query(
    `insert into cost_items (id, quotation_id, category_id, description, client_description, location,
       calculation_method, quantity, entered_total_cost, total_cost, is_sub_item, parent_id, sort_order)
     overriding system value
     select base.id + (q.r - 1) * $1::int + k + 1, q.id, c.ids[1 + k % array_length(c.ids, 1)],
       'Cost line ' || (k + 1), 'Cost line ' || (k + 1), case when k % 2 = 0 then 'Origin' else 'Destination' end, 'Fixed', 1,
       (k + 1) * 10, (k + 1) * 10, k in (1, 2),
       case when k in (1, 2) then base.id + (q.r - 1) * $1::int + 1 end, k
     from (select id, row_number() over (order by id) as r from quotations) as q
     cross join generate_series(0, $1::int - 1) as k
     cross join (select array_agg(id order by sort_order) as ids from cost_categories) as c
     cross join (select coalesce(max(id), 0) as id from cost_items) as base`,
    [perQuotation],
  );
  await pool.query(
    `select setval(pg_get_serial_sequence('cost_items', 'id'), coalesce((select max(id) from cost_items), 0) + 1, false)`,
  );
  await pool.query(`
    update quotations q set total_cost = s.total
    from (select quotation_id, sum(total_cost) as total from cost_items group by quotation_id) s
    where q.id = s.quotation_id`);
  await pool.query('vacuum analyze cost_items');
  await pool.query('vacuum analyze quotations');
}

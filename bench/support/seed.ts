import type pg from 'pg';

const FIRST = [
  'Maria',
  'James',
  'Aiko',
  'Oluwaseun',
  'Lukas',
  'Priya',
  'Carlos',
  'Fatima',
  'Wei',
  'Sofia',
  'Ahmed',
  'Emma',
  'Mateo',
  'Ingrid',
  'Kwame',
  'Hannah',
  'Ravi',
  'Chloe',
  'Diego',
  'Yara',
];
const LAST = [
  'Gonzalez',
  'Okafor',
  'Tanaka',
  'Muller',
  'Sharma',
  'Rossi',
  'Haddad',
  'Chen',
  'Johansson',
  'Silva',
  'Dubois',
  'Kowalski',
  'Nguyen',
  'Mensah',
  'Fischer',
  'OBrien',
  'Petrov',
  'Lindqvist',
];
const COMPANIES = [
  'Andes Coffee',
  'Baltic Timber',
  'Nordic Home',
  'Lagos Textile',
  'Pacific Auto',
  'Sahara Solar',
  'Maple Machinery',
  'Bavaria Tools',
  'Mumbai Spice',
  'Rio Produce',
  'Atlas Medical',
  'Kyoto Ceramics',
  'Cape Wine',
  'Danube Chemicals',
  'Yukon Gear',
];

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
        (${sqlArray(COMPANIES)})[1 + (n * 3) % ${COMPANIES.length}] as c
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

import type pg from 'pg';

const SUBJECTS = [
  'Reefer booking',
  'Customs hold',
  'Rate request',
  'Delivery delay',
  'Invoice question',
  'Container pickup',
  'Damaged cargo claim',
  'Booking amendment',
];
const TASKS = [
  'Call client about',
  'Send rate sheet to',
  'Book feeder vessel for',
  'Chase payment from',
  'Prepare customs papers for',
  'Confirm container release for',
];
const DOCUMENTS = [
  'invoice',
  'bill-of-lading',
  'packing-list',
  'certificate-of-origin',
  'customs-declaration',
];

const sqlArray = (values: string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

/**
 * `count` interactions, each about one of the seeded contacts (whose name and company it keeps, as the API
 * does), with subjects and descriptions from a small set of a forwarder's usual topics.
 */
export async function seedInteractions(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(`
    insert into client_interactions (date, contact_id, contact_name, contact_company, subject, description)
    select date '2024-01-01' + (n * 13 % 1000), c.id, c.display_name, c.company_name,
      (${sqlArray(SUBJECTS)})[1 + n % ${SUBJECTS.length}] || ' ' || n,
      'Spoke with ' || c.display_name || ' about shipment ' || n
    from generate_series(1, ${count}) as n
    join contacts c on c.id = 1 + (n % (select count(*) from contacts))`);
  await pool.query('vacuum analyze client_interactions');
}

/**
 * `count` tasks about the seeded contacts, by `ownerId` and nobody else; one in three public, one in three
 * collaborative, the rest private, so another user's search has the visibility rule to apply.
 */
export async function seedTasks(pool: pg.Pool, count: number, ownerId: number): Promise<void> {
  await pool.query(
    `insert into tasks (title, description, client_name, visibility, created_by_user_id, sort_order, priority)
    select (${sqlArray(TASKS)})[1 + n % ${TASKS.length}] || ' ' || c.display_name, 'Task ' || n, c.company_name,
      (array['public','collaborative','private'])[1 + n % 3], $1::int, n * 1024,
      (array['low','medium','high','urgent'])[1 + n % 4]
    from generate_series(1, ${count}) as n
    join contacts c on c.id = 1 + (n % (select count(*) from contacts))`,
    [ownerId],
  );
  await pool.query('vacuum analyze tasks');
}

/**
 * `count` documents: half in `ownerId`'s own root folder, half in the folders of the first 1,000 quotations
 * (under Logistics), each with its upload row (the bytes are not needed to search names).
 */
export async function seedDocuments(pool: pg.Pool, count: number, ownerId: number): Promise<void> {
  await pool.query(
    `insert into folders (user_id, name, folder_path, is_system_folder) values ($1, 'Documents', '/Documents', true)`,
    [ownerId],
  );
  await pool.query(`insert into folders (name, folder_path, is_system_folder)
    values ('Logistics', '/Documents/Logistics', true)`);
  await pool.query(`
    insert into folders (name, folder_path, is_system_folder, parent_folder_id, quotation_id)
    select q.quotation_number, '/Documents/Logistics/' || q.quotation_number, true,
      (select id from folders where name = 'Logistics' and user_id is null), q.id
    from quotations q order by q.id limit 1000`);
  await pool.query(
    `insert into uploads (owner_id, storage_key, original_name, size, mime_type, sha256, attached_kind,
       attached_id, attached_at)
    select $1::int, 'bench/' || n, (${sqlArray(DOCUMENTS)})[1 + n % ${DOCUMENTS.length}] || '-' || n || '.pdf',
      1000, 'application/pdf', repeat('0', 64), 'document', n, now()
    from generate_series(1, ${count}) as n`,
    [ownerId],
  );
  await pool.query(
    `with quotation_folders as (
       select array_agg(id order by id) as ids, array_agg(quotation_id order by id) as quotation_ids
       from folders where quotation_id is not null),
     root as (select id from folders where user_id = $1::int and parent_folder_id is null)
    insert into documents (user_id, folder_id, name, upload_id, file_name, file_size, mime_type, quotation_id)
    select $1::int,
      case when u.n % 2 = 0 then root.id else qf.ids[1 + u.n % array_length(qf.ids, 1)] end,
      u.original_name, u.id, u.original_name, 1000, 'application/pdf',
      case when u.n % 2 = 0 then null else qf.quotation_ids[1 + u.n % array_length(qf.ids, 1)] end
    from (select id, original_name, row_number() over (order by id) as n from uploads
          where storage_key like 'bench/%') as u
    cross join quotation_folders as qf cross join root`,
    [ownerId],
  );
  await pool.query('vacuum analyze uploads');
  await pool.query('vacuum analyze folders');
  await pool.query('vacuum analyze documents');
}

/**
 * `count` shipments of the seeded contacts (with their names as the client, as the API copies them), each with
 * a booking, carrier and house reference, across the modes.
 */
export async function seedShipments(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(`
    insert into shipments (shipment_number, quotation_number, revision, transport_mode, currency, client_name,
      contact_id, booking_reference, carrier_reference, house_reference)
    select 'SH-2026-' || lpad(n::text, 6, '0'), 'SQ' || lpad(n::text, 5, '0'), 1,
      (array['Air','Sea FCL','Sea LCL','Road'])[1 + n % 4], 'USD', c.display_name, c.id,
      'BKG' || n, 'MAEU' || (100000000 + n), 'HB-2026-' || lpad(n::text, 6, '0')
    from generate_series(1, ${count}) as n
    join contacts c on c.id = 1 + (n % (select count(*) from contacts))`);
  await pool.query('vacuum analyze shipments');
}

import { QUOTATION_STATUSES, type QuotationStatus } from '@freight/domain';
import { eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  insertRow,
  type ListTotals,
  type OneStatementPageQuery,
  type OneStatementQuery,
  oneStatementListPage,
  oneStatementTablePage,
  updateVersioned,
} from '../../platform/crud';
import type { PreparedListQuery } from '../../platform/crud/prepared-list-query';
import type { Db } from '../../platform/database/database';
import { isPgError, PG, pgError } from '../../platform/database/pg-errors';
import { preparedOnce } from '../../platform/database/prepared-once';
import { addresses } from '../addresses/addresses.table';
import { contacts } from '../contacts/contacts.table';
import { expiryValues, quotationExpiredSql } from './quotation-expiry.sql';
import { quotationStatusCounts } from './quotation-status-counts.table';
import { quotationList, type UnfilteredList } from './quotations.list';
import { quotations } from './quotations.table';

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationInsert = typeof quotations.$inferInsert;

const contactColumns = {
  id: contacts.id,
  name: contacts.name,
  last_name: contacts.last_name,
  email: contacts.email,
  phone_number: contacts.phone_number,
  company_name: contacts.company_name,
};

type QuotationContact = { [K in keyof typeof contactColumns]: K extends 'id' ? number : string };
type AddressRow = typeof addresses.$inferSelect;

const originAddresses = alias(addresses, 'origin_address');
const destinationAddresses = alias(addresses, 'destination_address');

/** Every quotation column plus its contact and both addresses: three left joins on primary keys. */
const withRelationsSelection = {
  ...getTableColumns(quotations),
  expired: quotationExpiredSql,
  contact: contactColumns,
  origin_address: getTableColumns(originAddresses),
  destination_address: getTableColumns(destinationAddresses),
};

type WithRelationsRow = Awaited<ReturnType<typeof selectWithRelations>>[number];

function selectWithRelations(db: Db) {
  return db
    .select(withRelationsSelection)
    .from(quotations)
    .leftJoin(contacts, eq(contacts.id, quotations.contact_id))
    .leftJoin(originAddresses, eq(originAddresses.id, quotations.origin_address_id))
    .leftJoin(destinationAddresses, eq(destinationAddresses.id, quotations.destination_address_id));
}

/**
 * The quotation with its client contact embedded as `contact_id_related` and its addresses as
 * `origin_address` / `destination_address` (each null when unset).
 */
function withRelations<T extends { contact: unknown; origin_address: unknown; destination_address: unknown }>(
  row: T,
) {
  const { contact, origin_address, destination_address, ...rest } = row;
  const related = contact as QuotationContact | null;
  const origin = origin_address as AddressRow | null;
  const destination = destination_address as AddressRow | null;
  return {
    ...rest,
    contact_id_related: related?.id ? related : null,
    origin_address: origin?.id ? origin : null,
    destination_address: destination?.id ? destination : null,
  };
}

const joinRelations = (page: OneStatementPageQuery) =>
  page
    .leftJoin(contacts, eq(contacts.id, quotations.contact_id))
    .leftJoin(originAddresses, eq(originAddresses.id, quotations.origin_address_id))
    .leftJoin(destinationAddresses, eq(destinationAddresses.id, quotations.destination_address_id));

/** Where an unfiltered list of one status reads that status (`listStatementValues`). */
const COUNTED_STATUS = sql.placeholder('counted_status');

/** The total of an unfiltered list (one status, or all) from the per-status counts: a sum of a few rows. */
function countedTotals(db: Db, list: UnfilteredList): ListTotals {
  return db
    .select({ total: sql<number>`coalesce(sum(${quotationStatusCounts.n}), 0)::int`.as('list_total') })
    .from(quotationStatusCounts)
    .where(list.status ? eq(quotationStatusCounts.status, COUNTED_STATUS) : undefined)
    .as('list_totals');
}

/**
 * What a list statement is built from besides the request's shape (`preparedListQuery`'s `fixed`), and the
 * values of the placeholders this repository adds: where its total comes from, and the server's instant
 * (`expired`).
 */
export function listStatementValues(unfiltered: UnfilteredList | undefined) {
  const totals = unfiltered ? (unfiltered.status ? 'one status counted' : 'all counted') : 'rows counted';
  return {
    fixed: [totals],
    values: { ...expiryValues(), ...(unfiltered?.status && { counted_status: unfiltered.status }) },
  };
}

/**
 * A page of quotations and their total in one statement, prepared once per shape of request: with `select`
 * the chosen fields (the status pages ask for their seven columns), else each with its contact and addresses.
 * An `unfiltered` list (see `unfilteredList`) reads its total from the per-status counts; any other counts its
 * matching rows.
 */
export async function listQuotations(db: Db, parsed: PreparedListQuery, unfiltered?: UnfilteredList) {
  const query: OneStatementQuery = unfiltered
    ? {
        ...parsed,
        // Read only when the statement is built (once per shape), not at every request.
        get totals() {
          return countedTotals(db, unfiltered);
        },
      }
    : parsed;
  if (query.select) return oneStatementTablePage(db, query, quotationList, quotations);
  const page = await oneStatementListPage<WithRelationsRow>(
    db,
    query,
    quotations,
    withRelationsSelection,
    joinRelations,
  );
  return { ...page, data: page.data.map(withRelations) };
}

/** Quotations per status (superseded revisions left out), from the per-status counts: no table is counted. */
export async function countByStatus(db: Db): Promise<Record<QuotationStatus, number>> {
  const rows = await db
    .select({
      status: quotationStatusCounts.status,
      n: sql<number>`sum(${quotationStatusCounts.n})::int`.mapWith(Number),
    })
    .from(quotationStatusCounts)
    .groupBy(quotationStatusCounts.status);
  const counts = Object.fromEntries(QUOTATION_STATUSES.map((s) => [s, 0])) as Record<QuotationStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export async function findQuotation(db: Db, id: number) {
  const [row] = await preparedOnce(db, 'quotation_with_relations', (handle, name) =>
    selectWithRelations(handle)
      .where(eq(quotations.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  ).execute({ id, ...expiryValues() });
  return row ? withRelations(row) : undefined;
}

/** The quotation row, locked until the transaction ends (see `lockQuotation`). */
export async function findQuotationForUpdate(db: Db, id: number): Promise<QuotationRow | undefined> {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id)).for('update').limit(1);
  return row;
}

/**
 * Locks the quotation row until the transaction ends: every change to a quotation's items takes this lock
 * first, so two people editing the same quotation's items are serialised and its totals stay true. The
 * quotation is named by its id, or by a subquery (the quotation holding an item); answers its id, number
 * whether it is superseded and when its offer was accepted, or undefined when there is no such quotation.
 */
export async function lockQuotation(db: Db, quotation: number | SQL) {
  const [row] = await db
    .select({
      id: quotations.id,
      quotation_number: quotations.quotation_number,
      superseded: quotations.superseded,
      accepted_at: quotations.accepted_at,
    })
    .from(quotations)
    .where(eq(quotations.id, quotation))
    .for('update');
  return row;
}

export function insertQuotation(db: Db, values: QuotationInsert) {
  return insertRow(db, quotations, values);
}

export function isQuoteNumberTaken(error: unknown): boolean {
  return isPgError(error, PG.uniqueViolation, 'quotations_number_key');
}

/** A random number nobody holds, found by the database: the fallback when random draws keep colliding. */
export async function findFreeQuoteNumber(db: Db): Promise<string | undefined> {
  const result = await db.execute<{ number: string }>(sql`
    select 'SQ' || lpad(n::text, 5, '0') as number
    from generate_series(0, 99999) as n
    where not exists (select 1 from ${quotations} q where q.quotation_number = 'SQ' || lpad(n::text, 5, '0'))
    order by random() limit 1`);
  return result.rows[0]?.number;
}

/** The versioned update (`updateVersioned`): the row, or why nothing was written. */
export function updateQuotation(
  db: Db,
  id: number,
  values: Partial<QuotationInsert>,
  expectedVersion?: number,
) {
  return updateVersioned(db, quotations, id, values, expectedVersion);
}

const REFERENCE_FIELDS: Record<string, 'contact_id' | 'origin_address_id' | 'destination_address_id'> = {
  quotations_contact_id_contacts_id_fk: 'contact_id',
  quotations_origin_address_id_addresses_id_fk: 'origin_address_id',
  quotations_destination_address_id_addresses_id_fk: 'destination_address_id',
};

/**
 * The field whose id names no contact or address, when a write failed on that foreign key: the database
 * checks the reference as it writes, so no separate read is needed first.
 */
export function missingReference(error: unknown) {
  const e = pgError(error);
  if (e?.code !== PG.foreignKeyViolation) return undefined;
  return Object.hasOwn(REFERENCE_FIELDS, e.constraint ?? '') ? REFERENCE_FIELDS[e.constraint!] : undefined;
}

/** Deletes a quotation (its box and cost items go with it: foreign keys cascade); undefined when unknown. */
export async function deleteQuotation(db: Db, id: number) {
  const [row] = await db.delete(quotations).where(eq(quotations.id, id)).returning({
    id: quotations.id,
    origin_address_id: quotations.origin_address_id,
    destination_address_id: quotations.destination_address_id,
  });
  return row;
}

/** Makes an address the quotation's origin or destination; false when the quotation does not exist. */
export async function linkQuotationAddress(
  db: Db,
  quotationId: number,
  column: 'origin_address_id' | 'destination_address_id',
  addressId: number,
): Promise<boolean> {
  return (await updateQuotation(db, quotationId, { [column]: addressId })) !== 'missing';
}

/** Points a quotation at other address rows, leaving its version alone (a copy being built). */
export async function setQuotationAddresses(
  db: Db,
  quotationId: number,
  ids: { origin_address_id: number | null; destination_address_id: number | null },
): Promise<void> {
  await db.update(quotations).set(ids).where(eq(quotations.id, quotationId));
}

/** Stores totals recomputed from the items; bumps the version unless the quotation is a copy being built. */
export async function setQuotationTotals(
  db: Db,
  quotationId: number,
  totals: Pick<QuotationRow, 'total_cbm' | 'total_weight' | 'total_declared_value' | 'total_cost'> &
    Partial<
      Pick<
        QuotationRow,
        'chargeable_weight' | 'total_buy' | 'margin_amount' | 'margin_percent' | 'priced_rates'
      >
    >,
  bumpVersion: boolean,
): Promise<void> {
  if (bumpVersion) await updateQuotation(db, quotationId, totals);
  else await db.update(quotations).set(totals).where(eq(quotations.id, quotationId));
}

/** The number and revision of each of the quotations `ids` that still exist. */
export function quoteNumbersOf(db: Db, ids: number[]) {
  return db
    .select({
      id: quotations.id,
      quotation_number: quotations.quotation_number,
      revision: quotations.revision,
    })
    .from(quotations)
    .where(inArray(quotations.id, ids));
}

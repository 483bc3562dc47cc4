import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { listTablePage, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import type { ParsedListQuery } from '../../platform/list-query';
import { quotations } from '../quotations/quotations.table';
import { addressList } from './addresses.list';
import { addresses } from './addresses.table';

/** Find, insert, versioned update and delete of one address. */
export const addressRecords = tableRecords(addresses);

export function listAddresses(db: Db, query: ParsedListQuery) {
  return listTablePage(db, query, addressList, addresses);
}

/** A new address row with the same values (a duplicate quotation must not share its addresses). */
export async function cloneAddress(db: Db, id: number): Promise<number | undefined> {
  const original = await addressRecords.find(db, id);
  if (!original) return undefined;
  const { id: _id, version: _version, created_at: _created, updated_at: _updated, ...values } = original;
  return (await addressRecords.insert(db, values)).id;
}

/** Deletes those of the given addresses that no quotation uses any more. */
export async function deleteUnusedAddresses(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(addresses)
    .where(
      and(
        inArray(addresses.id, [...ids]),
        sql`not exists (select 1 from ${quotations} q
          where q.origin_address_id = ${addresses.id} or q.destination_address_id = ${addresses.id})`,
      ),
    )
    .returning({ id: addresses.id });
  return rows.length;
}

/**
 * Why the quotations using the address keep it as it is: the newest revision of a superseded revision that
 * uses it (its id and revision), else `accepted` when a quote the client accepted uses it, else undefined.
 * Locks every quotation using the address until commit.
 */
export async function quotationKeepingAddress(db: Db, addressId: number) {
  const users = await db
    .select({
      quotation_number: quotations.quotation_number,
      superseded: quotations.superseded,
      accepted_at: quotations.accepted_at,
    })
    .from(quotations)
    .where(or(eq(quotations.origin_address_id, addressId), eq(quotations.destination_address_id, addressId)))
    .for('update');
  const superseded = users.find((row) => row.superseded);
  if (!superseded) return users.some((row) => row.accepted_at !== null) ? ('accepted' as const) : undefined;
  const [newest] = await db
    .select({ newest_id: quotations.id, newest_revision: quotations.revision })
    .from(quotations)
    .where(eq(quotations.quotation_number, superseded.quotation_number))
    .orderBy(desc(quotations.revision))
    .limit(1);
  return newest ?? { newest_id: null, newest_revision: 0 };
}

import { CONTACT_LIST_FIELDS } from '@freight/domain';
import { and, count, sql } from 'drizzle-orm';
import {
  type OneStatementQuery,
  oneStatementTablePage,
  tablePagesOf,
  tableRecords,
} from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import type { ParsedListQuery } from '../../platform/list-query';
import { contactList } from './contacts.list';
import { contacts } from './contacts.table';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactInsert = typeof contacts.$inferInsert;

// The list's columns, as the contact picker and the list show a contact.
const contactListColumns = Object.fromEntries(
  CONTACT_LIST_FIELDS.map((field) => [field, contacts[field]]),
) as {
  [F in (typeof CONTACT_LIST_FIELDS)[number]]: (typeof contacts)[F];
};

/** Find, insert, versioned update and delete of one contact. */
export const contactRecords = tableRecords(contacts);

/** A page of contacts (the list's fields, or the `select`ed ones) and their total, in one statement. */
export function listContacts(db: Db, query: OneStatementQuery) {
  return oneStatementTablePage(db, query, contactList, contacts);
}

/** Every contact a list query matches, page by page, for the CSV export. */
export function iterateContacts(db: Db, query: ParsedListQuery, pageSize = 1000) {
  return tablePagesOf(db, contacts, query, query.where, pageSize);
}

/** The contact already holding this email and phone pair (compared as the unique index does). */
export async function findContactByEmailAndPhone(db: Db, email: string, phone: string) {
  if (!email || !phone) return undefined;
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        sql`lower(${contacts.email}) = lower(${email})`,
        sql`regexp_replace(${contacts.phone_number}, '[^0-9+]', '', 'g') = regexp_replace(${phone}, '[^0-9+]', '', 'g')`,
        sql`${contacts.email} <> '' and ${contacts.phone_number} <> ''`,
      ),
    )
    .limit(1);
  return row;
}

/** The contacts (at most `limit`) whose e-mail is this one in any case, the contact `excludeId` left out. */
export function findContactsByEmail(db: Db, email: string, excludeId: number | undefined, limit = 5) {
  return db
    .select(contactListColumns)
    .from(contacts)
    .where(
      and(
        sql`lower(${contacts.email}) = lower(${email})`,
        excludeId === undefined ? undefined : sql`${contacts.id} <> ${excludeId}`,
      ),
    )
    .orderBy(contacts.id)
    .limit(limit);
}

export function isDuplicateContactError(error: unknown): boolean {
  return isPgError(error, PG.uniqueViolation, 'contacts_email_phone_key');
}

export async function countContacts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts);
  return row?.n ?? 0;
}

/** Inserts many contacts in one statement (the demo data set); answers how many. */
export async function insertContacts(db: Db, values: ContactInsert[]): Promise<number> {
  const rows = await db.insert(contacts).values(values).returning({ id: contacts.id });
  return rows.length;
}

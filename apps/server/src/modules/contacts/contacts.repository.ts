import type { Contact } from '@freight/domain';
import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import { listSelection, type ParsedListQuery } from '../../platform/list-query';
import { contactList } from './contacts.list';
import { contacts } from './contacts.table';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactInsert = typeof contacts.$inferInsert;

export async function listContacts(db: Db, query: ParsedListQuery) {
  const [rows, totals] = await Promise.all([
    db
      .select(listSelection(contactList, query.select))
      .from(contacts)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(contacts).where(query.where),
  ]);
  return { rows: rows as Partial<Contact>[], total: totals[0]?.total ?? 0 };
}

/** Every contact a list query matches, page by page, for the CSV export. */
export async function* iterateContacts(db: Db, query: ParsedListQuery, pageSize = 1000) {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await db
      .select(getTableColumns(contacts))
      .from(contacts)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(pageSize)
      .offset(offset);
    yield rows;
    if (rows.length < pageSize) return;
  }
}

export async function findContact(db: Db, id: number): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  return row;
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

export function isDuplicateContactError(error: unknown): boolean {
  return isPgError(error, PG.uniqueViolation, 'contacts_email_phone_key');
}

export async function insertContact(db: Db, values: ContactInsert): Promise<ContactRow> {
  const [row] = await db.insert(contacts).values(values).returning();
  return row!;
}

/** Updates when the version still matches (or none was given); undefined when nothing was written. */
export async function updateContact(
  db: Db,
  id: number,
  values: Partial<ContactInsert>,
  expectedVersion: number | undefined,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contacts)
    .set({ ...values, version: sql`${contacts.version} + 1`, updated_at: sql`now()` })
    .where(
      expectedVersion === undefined
        ? eq(contacts.id, id)
        : and(eq(contacts.id, id), eq(contacts.version, expectedVersion)),
    )
    .returning();
  return row;
}

export async function deleteContact(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  return rows.length > 0;
}

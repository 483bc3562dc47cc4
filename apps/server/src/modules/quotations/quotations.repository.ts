import { QUOTATION_STATUSES, type QuotationStatus } from '@freight/domain';
import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { listSelection, type ParsedListQuery } from '../../platform/list-query';
import { contacts } from '../contacts/contacts.table';
import { quotationList } from './quotations.list';
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

/** The quotation with its client contact embedded as `contact_id_related` (null without one). */
function withContact<T extends { contact: unknown }>(row: T) {
  const { contact, ...rest } = row;
  const related = contact as QuotationContact | null;
  return { ...rest, contact_id_related: related?.id ? related : null };
}

export async function listQuotations(db: Db, query: ParsedListQuery) {
  const totalQuery = db.select({ total: count() }).from(quotations).where(query.where);
  if (query.select) {
    const [rows, totals] = await Promise.all([
      db
        .select(listSelection(quotationList, query.select))
        .from(quotations)
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset),
      totalQuery,
    ]);
    return { rows: rows as Partial<QuotationRow>[], total: totals[0]?.total ?? 0 };
  }
  const [rows, totals] = await Promise.all([
    db
      .select({ ...getTableColumns(quotations), contact: contactColumns })
      .from(quotations)
      .leftJoin(contacts, eq(contacts.id, quotations.contact_id))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    totalQuery,
  ]);
  return { rows: rows.map(withContact), total: totals[0]?.total ?? 0 };
}

export async function countByStatus(db: Db): Promise<Record<QuotationStatus, number>> {
  const rows = await db
    .select({ status: quotations.status, n: count() })
    .from(quotations)
    .groupBy(quotations.status);
  const counts = Object.fromEntries(QUOTATION_STATUSES.map((s) => [s, 0])) as Record<QuotationStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export async function findQuotation(db: Db, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(quotations), contact: contactColumns })
    .from(quotations)
    .leftJoin(contacts, eq(contacts.id, quotations.contact_id))
    .where(eq(quotations.id, id))
    .limit(1);
  return row ? withContact(row) : undefined;
}

export async function findQuotationForUpdate(db: Db, id: number): Promise<QuotationRow | undefined> {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id)).for('update').limit(1);
  return row;
}

export async function insertQuotation(db: Db, values: QuotationInsert): Promise<QuotationRow> {
  const [row] = await db.insert(quotations).values(values).returning();
  return row!;
}

export function isQuoteNumberTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e?.cause ?? e;
  return pgError?.code === '23505' && pgError?.constraint === 'quotations_number_key';
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

export async function updateQuotation(
  db: Db,
  id: number,
  values: Partial<QuotationInsert>,
  expectedVersion: number | undefined,
): Promise<QuotationRow | undefined> {
  const [row] = await db
    .update(quotations)
    .set({ ...values, version: sql`${quotations.version} + 1`, updated_at: sql`now()` })
    .where(
      expectedVersion === undefined
        ? eq(quotations.id, id)
        : and(eq(quotations.id, id), eq(quotations.version, expectedVersion)),
    )
    .returning();
  return row;
}

export async function deleteQuotation(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(quotations).where(eq(quotations.id, id)).returning({ id: quotations.id });
  return rows.length > 0;
}

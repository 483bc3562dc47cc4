import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { listPage, pagesOf } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { listSelection, type ParsedListQuery } from '../../platform/list-query';
import { auditList, auditUserName } from './audit.list';
import { auditLog } from './audit.table';

export type AuditInsert = typeof auditLog.$inferInsert;

/** An inclusive range of UTC days (YYYY-MM-DD); either end may be open. */
export interface DayRange {
  from?: string;
  to?: string;
}

export async function insertAudit(db: Db, row: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

function withinDays(query: ParsedListQuery, range: DayRange): SQL | undefined {
  const day = (text: string) => sql`(${text}::date)::timestamp at time zone 'UTC'`;
  return and(
    query.where,
    range.from ? gte(auditLog.created_at, day(range.from)) : undefined,
    range.to ? lt(auditLog.created_at, sql`${day(range.to)} + interval '1 day'`) : undefined,
  );
}

export function listAudit(db: Db, query: ParsedListQuery, range: DayRange) {
  const page = db.select(listSelection(auditList, query.select)).from(auditLog).$dynamic();
  return listPage(db, { ...query, where: withinDays(query, range) }, auditLog, page);
}

const csvSelection = {
  id: auditLog.id,
  created_at: auditLog.created_at,
  user_id: auditLog.user_id,
  user_name: auditUserName,
  action: auditLog.action,
  entity_type: auditLog.entity_type,
  entity_id: auditLog.entity_id,
  ip: auditLog.ip,
  details: auditLog.details,
};

/** Every row the filters match, page by page (keyset on the order is not needed: rows are only added). */
export function iterateAudit(db: Db, query: ParsedListQuery, range: DayRange, pageSize = 1000) {
  const where = withinDays(query, range);
  return pagesOf(
    (limit, offset) =>
      db
        .select(csvSelection)
        .from(auditLog)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
    pageSize,
  );
}

/** One record's audit rows (entity type and id), newest first; only the actions named when given. */
export function entityRows(db: Db, entityType: string, entityId: number, actions?: readonly string[]) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      user_id: auditLog.user_id,
      user_name: auditUserName,
      created_at: auditLog.created_at,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity_type, entityType),
        eq(auditLog.entity_id, entityId),
        actions ? inArray(auditLog.action, [...actions]) : undefined,
      ),
    )
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(1000);
}

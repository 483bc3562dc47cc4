import {
  AUDIT_ACTIONS,
  type AuditAction,
  auditActionLabel,
  changedFields,
  type QuotationHistoryEntry,
  redactSecrets,
  unnamedEntityLabel,
} from '@freight/domain';
import { csvHeader, csvRow } from '../../platform/csv';
import type { Db } from '../../platform/database/database';
import { type ParsedListQuery, parseListQuery } from '../../platform/list-query';
import { storableJson, storableText } from '../../platform/request-text';
import { auditList } from './audit.list';
import * as repo from './audit.repository';
import { currentRequest } from './audit-context';

/**
 * Who acted and from where. Anything left out comes from the request being handled (its signed-in user and
 * client address); give `userId` where the request has no session yet (a sign-in) or `null` for nobody.
 */
export interface AuditWho {
  userId?: number | null;
  ip?: string | null;
}

export interface AuditRecord {
  action: AuditAction;
  entityType?: string;
  entityId?: number | null;
  /** Old and new values, names: never a secret (they are stripped here whatever the caller sends). */
  details?: Record<string, unknown>;
}

/**
 * Appends one row to the audit trail. Pass the transaction of the change it records, so a rolled-back
 * change leaves no row; secrets in `details` are replaced by `[redacted]` (`redactSecrets`).
 */
export async function recordAudit(db: Db, who: AuditWho, record: AuditRecord): Promise<void> {
  const request = currentRequest();
  const ip = who.ip !== undefined ? who.ip : (request?.ip ?? null);
  // A script's write names the token it came through, so an owner can tell it from their own clicks.
  const token = request?.auth?.apiToken;
  const details = token ? { ...record.details, via: `token "${token.name}"` } : (record.details ?? {});
  // The row records what someone typed, and must be written whatever it was: text PostgreSQL cannot store
  // (NUL, a lone surrogate) is replaced rather than failing the insert and losing the row with the request.
  await repo.insertAudit(db, {
    user_id: who.userId !== undefined ? who.userId : (request?.auth?.user.id ?? null),
    ip: ip === null ? null : storableText(ip),
    action: record.action,
    entity_type: record.entityType ? storableText(record.entityType) : null,
    entity_id: record.entityId ?? null,
    details: storableJson(redactSecrets(details)) as Record<string, unknown>,
  });
}

function dayRange(raw: Record<string, unknown>): repo.DayRange {
  const text = (name: string) =>
    typeof raw[name] === 'string' && raw[name] ? (raw[name] as string) : undefined;
  return { from: text('date_from'), to: text('date_to') };
}

/**
 * Names records of one kind for people (a quotation by its number), given their ids; a module above this one
 * hands it over at start-up (`useEntityLabels`), since the audit trail sits below every module it records.
 */
export type EntityLabels = (db: Db, ids: number[]) => Promise<Map<number, string>>;

const entityLabels = new Map<string, EntityLabels>();

export function useEntityLabels(entityType: string, labels: EntityLabels): void {
  entityLabels.set(entityType, labels);
}

type AuditRow = Partial<{
  action: string;
  entity_type: string | null;
  entity_id: number | null;
  details: Record<string, unknown>;
}>;

/** Each row with its action's label and its record's name (the record's kind and id when nobody names it). */
async function labelled<T extends AuditRow>(db: Db, rows: T[]) {
  const idsByType = new Map<string, number[]>();
  for (const row of rows) {
    if (!row.entity_type || row.entity_id == null) continue;
    idsByType.set(row.entity_type, [...(idsByType.get(row.entity_type) ?? []), row.entity_id]);
  }
  const names = new Map<string, Map<number, string>>();
  for (const [type, ids] of idsByType) {
    const labels = entityLabels.get(type);
    if (labels) names.set(type, await labels(db, [...new Set(ids)]));
  }
  return rows.map((row) => {
    const { entity_type: type, entity_id: id } = row;
    // A deleted quotation is gone from its table: its deletion's row kept its number.
    const kept = row.details?.quotation_number;
    const named =
      (type && id != null ? names.get(type)?.get(id) : undefined) ??
      (typeof kept === 'string' ? kept : undefined);
    return {
      ...row,
      ...(row.action !== undefined ? { action_label: auditActionLabel(row.action) } : {}),
      entity_label: named ?? (type ? unnamedEntityLabel(type, id) : null),
    };
  });
}

export async function list(db: Db, rawQuery: Record<string, unknown>) {
  const page = await repo.listAudit(db, parseListQuery(rawQuery, auditList), dayRange(rawQuery));
  return { ...page, data: await labelled(db, page.data) };
}

const CSV_COLUMNS = [
  'id',
  'created_at',
  'user_id',
  'user_name',
  'action',
  'entity_type',
  'entity_id',
  'ip',
  'details',
  // The Audit tab's own words, added after the raw columns so that existing readers of the file keep theirs.
  'action_label',
  'entity_label',
] as const;

/**
 * The CSV lines of every row the filters match (paging and field selection do not apply). The filters are
 * checked before the first line, so a bad one answers 400 instead of breaking a started download.
 */
export function exportCsv(db: Db, rawQuery: Record<string, unknown>): AsyncGenerator<string> {
  const { limit: _limit, offset: _offset, select: _select, ...filters } = rawQuery;
  return csvLines(db, parseListQuery(filters, auditList), dayRange(rawQuery));
}

async function* csvLines(db: Db, query: ParsedListQuery, range: repo.DayRange) {
  yield csvHeader(CSV_COLUMNS);
  for await (const rows of repo.iterateAudit(db, query, range)) {
    for (const row of await labelled(db, rows)) {
      yield csvRow(CSV_COLUMNS.map((c) => (c === 'details' ? JSON.stringify(row.details) : row[c])));
    }
  }
}

/** The actions a quotation's History lists: every change to a quotation; its deletion leaves no history. */
const QUOTATION_HISTORY_ACTIONS = AUDIT_ACTIONS.filter(
  (action) => action.startsWith('quotation.') && action !== 'quotation.deleted',
);

interface StoredChanges {
  changes?: Record<string, { old?: unknown; new?: unknown }>;
  line_id?: number;
  line?: Record<string, unknown>;
  [other: string]: unknown;
}

/**
 * A quotation's history, newest first: one entry per changed field; a line added or removed is one entry
 * (field null) holding the line's description as its new or old value.
 */
export async function quotationHistory(db: Db, quotationId: number): Promise<QuotationHistoryEntry[]> {
  const rows = await repo.entityRows(db, 'quotation', quotationId, QUOTATION_HISTORY_ACTIONS);
  return rows.flatMap((row): QuotationHistoryEntry[] => {
    const { changes: _changes, line_id: _lineId, line: _line, ...more } = row.details as StoredChanges;
    const details = row.details as StoredChanges;
    const base = {
      id: row.id,
      action: row.action,
      user_id: row.user_id,
      user_name: row.user_name,
      created_at: row.created_at,
      line_id: details.line_id ?? null,
      details: more,
      action_label: auditActionLabel(row.action),
    };
    const changes = Object.entries(details.changes ?? {});
    if (changes.length === 0) {
      const summary = (details.line?.description as string | undefined) ?? null;
      const added = row.action.endsWith('_added');
      return [{ ...base, field: null, old: added ? null : summary, new: added ? summary : null }];
    }
    return changes.map(([field, change]) => ({
      ...base,
      field,
      old: change.old ?? null,
      new: change.new ?? null,
    }));
  });
}

/**
 * One record's whole audit, newest first, one entry per event with what it recorded (for a document whose
 * events are not field edits: an invoice's drafting, issue, payments, sending). Its module checks the grant.
 */
export async function entityHistory(
  db: Db,
  entityType: string,
  entityId: number,
): Promise<QuotationHistoryEntry[]> {
  const rows = await repo.entityRows(db, entityType, entityId);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    user_id: row.user_id,
    user_name: row.user_name,
    created_at: row.created_at,
    field: null,
    old: null,
    new: null,
    line_id: null,
    details: (row.details ?? {}) as Record<string, unknown>,
    action_label: auditActionLabel(row.action),
  }));
}

/** A cargo (box item) or cost line as its service holds it. */
interface QuotationLine {
  id: number;
  quotation_id: number;
  name?: string;
  description?: string;
}

/** What the server keeps by itself on a line (ids, order, totals computed from the measurements). */
const LINE_BOOKKEEPING = [
  'id',
  'quotation_id',
  'version',
  'created_at',
  'updated_at',
  'sort_order',
  'total_cbm',
  'total_weight',
  'total_declared_value',
  'total_cost',
];

/**
 * Records a cargo or cost line added, changed or removed, as an action of its quotation, in the change's
 * transaction. A change that altered nothing a person set writes no row.
 */
export async function recordLineChange(
  tx: Db,
  kind: 'cargo' | 'cost',
  op: 'added' | 'changed' | 'removed',
  line: QuotationLine,
  after?: QuotationLine,
): Promise<void> {
  const label = line.name ?? line.description ?? '';
  const details: Record<string, unknown> = { line_id: line.id, line: { description: label } };
  if (op === 'changed') {
    const changes = changedFields(
      line as unknown as Record<string, unknown>,
      (after ?? line) as unknown as Record<string, unknown>,
      LINE_BOOKKEEPING,
    );
    if (Object.keys(changes).length === 0) return;
    details.changes = changes;
  }
  await recordAudit(
    tx,
    {},
    {
      action: `quotation.${kind}_line_${op}`,
      entityType: 'quotation',
      entityId: line.quotation_id,
      details,
    },
  );
}

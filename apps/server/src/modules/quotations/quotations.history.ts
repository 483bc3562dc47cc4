import { changedFields } from '@freight/domain';
import { found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import * as audit from '../audit/audit.service';
import { recordWebhookEvent } from '../webhooks/webhooks.service';
import type { QuotationRow } from './quotations.repository';
import * as repo from './quotations.repository';

const NOT_FOUND = 'Quotation not found';

/** Bookkeeping the server moves by itself, which is not a user's change. */
const NOT_HISTORY = [
  'version',
  'created_at',
  'updated_at',
  'total_cbm',
  'total_weight',
  'total_declared_value',
  'total_cost',
];

/**
 * Records a quotation update in its transaction: the changed fields with old and new values, and a status
 * change as an action of its own. Nothing is written when nothing changed.
 */
export async function recordQuotationUpdate(
  tx: Db,
  before: QuotationRow,
  written: Record<string, unknown>,
): Promise<void> {
  const changes = changedFields(before as unknown as Record<string, unknown>, written, NOT_HISTORY);
  const { status, ...fields } = changes;
  const target = { entityType: 'quotation', entityId: before.id };
  if (status) {
    await audit.recordAudit(
      tx,
      {},
      { action: 'quotation.status_changed', ...target, details: { changes: { status } } },
    );
  }
  if (Object.keys(fields).length > 0) {
    await audit.recordAudit(tx, {}, { action: 'quotation.updated', ...target, details: { changes: fields } });
  }
}

/**
 * Records an event of a quotation that is not a field save (a send, the client's answer, a reprice) in the
 * transaction of the change, or on its own after a change that is already out (a send's e-mail).
 */
export async function recordQuotationEvent(
  db: Db,
  quotationId: number,
  action: 'quotation.sent' | 'quotation.accepted' | 'quotation.declined' | 'quotation.repriced',
  details: Record<string, unknown>,
): Promise<void> {
  // The client answers through the link with no session: the row names nobody, and its details say who.
  const who = action === 'quotation.accepted' || action === 'quotation.declined' ? { userId: null } : {};
  await audit.recordAudit(db, who, { action, entityType: 'quotation', entityId: quotationId, details });
  if (action !== 'quotation.repriced')
    await recordWebhookEvent(db, action, { quotation_id: quotationId, revision: Number(details.revision) });
}

/** Records a quotation's deletion (what it was, so the row still says which one) in its transaction. */
export function recordQuotationDeleted(tx: Db, row: QuotationRow): Promise<void> {
  return audit.recordAudit(
    tx,
    {},
    {
      action: 'quotation.deleted',
      entityType: 'quotation',
      entityId: row.id,
      details: { quotation_number: row.quotation_number, client_name: row.client_name, status: row.status },
    },
  );
}

/** A quotation's history, newest first; 404 when the quotation does not exist. */
export async function history(db: Db, id: number) {
  found(await repo.findQuotation(db, id), NOT_FOUND);
  return { data: await audit.quotationHistory(db, id) };
}

import {
  DEFAULT_HOUSE_REFERENCE_PREFIX,
  HOUSE_REFERENCE_PREFIX_SETTING,
  houseReference,
  SHIPMENT_MESSAGES as M,
  type QuotationStatus,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  type ShipmentUpdate,
  shipmentMoveProblem,
  shipmentNumber,
  stepsForMode,
} from '@freight/domain';
import { changesToWrite, found, requireVersion, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as quotationsService from '../quotations/quotations.service';
import * as milestoneTemplatesService from '../settings/milestone-templates.service';
import * as settingsService from '../settings/settings.service';
import { recordWebhookEvent } from '../webhooks/webhooks.service';
import { NOT_FOUND, shipmentDetail } from './shipment-detail';
import { publishShipmentChange } from './shipment-live';
import { shipmentListQuery } from './shipments.list';
import * as repo from './shipments.repository';

/** The quotation statuses that have a shipment: accepted, then finished. */
const ACCEPTED: readonly QuotationStatus[] = ['Active', 'Completed'];

export function list(db: Db, rawQuery: Record<string, unknown>) {
  return repo.listShipments(db, shipmentListQuery(rawQuery));
}

/**
 * Shipments per status and in all, for the list's tabs: among those the list's other filters match (search,
 * mode, client, ETA window, late), so each tab's count is what opening it would list.
 */
export async function countByStatus(db: Db, rawQuery: Record<string, unknown> = {}) {
  const { status: _status, ...others } = rawQuery;
  const { where } = shipmentListQuery(others);
  const counts = Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, 0])) as Record<ShipmentStatus, number>;
  for (const row of await repo.countByStatus(db, where)) counts[row.status] = row.n;
  return { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}

export function get(db: Db, id: number) {
  return shipmentDetail(db, id);
}

/**
 * Makes the quotation's shipment unless it has one, inside the caller's transaction: the lock on the
 * quotation's shipment first (so racing callers take turns), then the next number of the year, the copy of the
 * quotation, one main leg over the quotation's lane, the milestones of the mode's stored template (Settings)
 * and the cost lines as charges.
 */
async function ensureForQuotation(tx: Db, quotationId: number): Promise<{ id: number; created: boolean }> {
  await repo.lockShipmentOfQuotation(tx, quotationId);
  const existing = await repo.findByQuotation(tx, quotationId);
  if (existing) return { id: existing.id, created: false };
  const year = new Date().getUTCFullYear();
  const sequence = await repo.nextSequence(tx, year);
  const prefix = await settingsService.globalSettingText(tx, HOUSE_REFERENCE_PREFIX_SETTING);
  const id = await repo.insertFromQuotation(tx, quotationId, {
    shipment_number: shipmentNumber(year, sequence),
    house_reference: houseReference(prefix ?? DEFAULT_HOUSE_REFERENCE_PREFIX, year, sequence),
  });
  if (id === undefined) throw AppError.notFound(M.quotationNotFound);
  const shipment = found(await repo.shipmentRecords.find(tx, id), NOT_FOUND);
  await repo.insertLeg(tx, {
    shipment_id: id,
    sequence: 1,
    kind: 'main',
    transport_mode: shipment.transport_mode,
    from_code: shipment.origin_code,
    to_code: shipment.destination_code,
  });
  await repo.insertMilestones(
    tx,
    stepsForMode(await milestoneTemplatesService.milestoneTemplates(tx), shipment.transport_mode).map(
      (step, index) => ({
        shipment_id: id,
        key: step.key,
        label: step.label,
        sequence: index + 1,
        planned_from_leg: step.planned_from?.leg ?? null,
        planned_from_time: step.planned_from?.time ?? null,
        offset_hours: step.offset_hours ?? 0,
        moves_to: step.moves_to ?? null,
      }),
    ),
  );
  await repo.insertChargesFromQuotation(tx, id, quotationId);
  await publishShipmentChange(tx, 'created', id);
  await recordWebhookEvent(tx, 'shipment.created', { shipment_id: id, quotation_id: quotationId });
  return { id, created: true };
}

/** POST /quotations/{id}/shipment: the accepted quotation's shipment, made now when it has none. */
export async function forQuotation(db: Db, quotationId: number) {
  const { id, created } = await db.transaction(async (tx) => {
    // The lock comes before the status is read: a status move holding it has committed when we read.
    await repo.lockShipmentOfQuotation(tx, quotationId);
    const quotation = await quotationsService.get(tx, quotationId);
    const existing = await repo.findByQuotation(tx, quotationId);
    if (existing) return { id: existing.id, created: false };
    if (!ACCEPTED.includes(quotation.status)) throw AppError.conflict(M.quotationNotAccepted);
    return ensureForQuotation(tx, quotationId);
  });
  return { shipment: await shipmentDetail(db, id), created };
}

/**
 * A quotation's status move, in its transaction: to Active makes the shipment; away from Active or Completed
 * to an open or cancelled status is refused while the shipment runs (409 naming it), since the shipment is
 * not deleted behind operations' back.
 */
async function onQuotationStatusMove(
  tx: Db,
  move: { quotationId: number; from: QuotationStatus; to: QuotationStatus },
): Promise<void> {
  if (move.to === 'Active') {
    await ensureForQuotation(tx, move.quotationId);
    return;
  }
  if (!ACCEPTED.includes(move.from) || ACCEPTED.includes(move.to)) return;
  await repo.lockShipmentOfQuotation(tx, move.quotationId);
  const running = await repo.findRunningByQuotation(tx, move.quotationId);
  if (running) {
    throw new AppError('SHIPMENT_EXISTS', M.cancelShipmentFirst(running.shipment_number), {
      details: { shipment_id: running.id, shipment_number: running.shipment_number },
    });
  }
}
quotationsService.onQuotationStatusMove(onQuotationStatusMove);

/** PUT /shipments/{id}: references, parties and a status move the workflow allows. */
export async function update(db: Db, id: number, input: ShipmentUpdate, expectedVersion?: number) {
  const changes = changesToWrite(input);
  try {
    await db.transaction(async (tx) => {
      const current = found(await repo.findShipmentForUpdate(tx, id), NOT_FOUND);
      requireVersion(current, expectedVersion, M.stale);
      const problem = changes.status && shipmentMoveProblem(current.status, changes.status);
      if (problem) throw AppError.conflict(problem);
      written(await repo.shipmentRecords.update(tx, id, changes, expectedVersion), NOT_FOUND, M.stale);
      const moved = changes.status !== undefined && changes.status !== current.status;
      await publishShipmentChange(tx, moved ? 'status_changed' : 'updated', id);
    });
  } catch (error) {
    const field = repo.missingContactField(error);
    if (field) throw AppError.badRequest('Contact not found', { [field]: 'Contact not found' });
    throw error;
  }
  return shipmentDetail(db, id);
}

export { arrivingThisWeek, lateMilestones } from './shipment-figures.repository';
export { searchShipments as search } from './shipments.search';

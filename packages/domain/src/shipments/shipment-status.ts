import { z } from 'zod';
import { choiceColumn, choiceValues } from '../shared/choices';

/**
 * A shipment's statuses in workflow order, each with what the user reads and its badge colour (a Mantine
 * colour name). Closed and Cancelled are final.
 */
const SHIPMENT_STATUS_TABLE = {
  Booked: { label: 'Booked', color: 'blue' },
  InTransit: { label: 'In transit', color: 'grape' },
  Arrived: { label: 'Arrived', color: 'teal' },
  Delivered: { label: 'Delivered', color: 'green' },
  Closed: { label: 'Closed', color: 'gray' },
  Cancelled: { label: 'Cancelled', color: 'red' },
} satisfies Record<string, { label: string; color: string }>;

export const SHIPMENT_STATUSES = choiceValues(SHIPMENT_STATUS_TABLE);
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const SHIPMENT_STATUS_LABELS = choiceColumn(SHIPMENT_STATUS_TABLE, 'label');
export const SHIPMENT_STATUS_COLORS = choiceColumn(SHIPMENT_STATUS_TABLE, 'color');

export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES, {
  error: `Status must be one of ${SHIPMENT_STATUSES.map((s) => SHIPMENT_STATUS_LABELS[s]).join(', ')}`,
});

/** Where each status stands in the forward order; Cancelled stands outside it. */
const ORDER: Readonly<Record<ShipmentStatus, number>> = {
  Booked: 0,
  InTransit: 1,
  Arrived: 2,
  Delivered: 3,
  Closed: 4,
  Cancelled: -1,
};

const FINAL: readonly ShipmentStatus[] = ['Closed', 'Cancelled'];

/**
 * The statuses in which a milestone can be late: the goods are still on their way. Once a shipment is
 * delivered, closed or cancelled, the milestones nobody recorded are nobody's to chase, so no list, card,
 * badge or job counts them late (the server's SQL binds this same list).
 */
export const LATENESS_TRACKED_STATUSES = [
  'Booked',
  'InTransit',
  'Arrived',
] as const satisfies readonly ShipmentStatus[];

/** Whether a shipment in `status` can have late milestones (see `LATENESS_TRACKED_STATUSES`). */
export function tracksLateness(status: ShipmentStatus): boolean {
  return (LATENESS_TRACKED_STATUSES as readonly ShipmentStatus[]).includes(status);
}

function isFinalShipmentStatus(status: ShipmentStatus): boolean {
  return FINAL.includes(status);
}

/**
 * Whether staff may move a shipment from one status to another: forward only (a step may be skipped when the
 * goods moved before anyone recorded it), Cancelled from any status that is not final, and nothing out of
 * Closed or Cancelled. Staying where it is counts as allowed.
 */
export function canMoveShipment(from: ShipmentStatus, to: ShipmentStatus): boolean {
  if (from === to) return true;
  if (isFinalShipmentStatus(from)) return false;
  if (to === 'Cancelled') return true;
  return ORDER[to] > ORDER[from];
}

/** Why a move is refused, in the words staff read; undefined when it is allowed. */
export function shipmentMoveProblem(from: ShipmentStatus, to: ShipmentStatus): string | undefined {
  if (canMoveShipment(from, to)) return undefined;
  const fromLabel = SHIPMENT_STATUS_LABELS[from];
  const toLabel = SHIPMENT_STATUS_LABELS[to];
  if (isFinalShipmentStatus(from)) return `A ${fromLabel.toLowerCase()} shipment cannot change status`;
  return `A shipment cannot move back from ${fromLabel} to ${toLabel}`;
}

/**
 * The status a recorded milestone leads to: the milestone's target when it lies ahead of the current status,
 * else the current one. An actual time entered late for an early milestone never moves a shipment back, and a
 * final shipment stays as it is.
 */
export function statusAfterMilestone(
  current: ShipmentStatus,
  target: ShipmentStatus | undefined,
): ShipmentStatus {
  if (!target || isFinalShipmentStatus(current) || target === 'Cancelled') return current;
  return ORDER[target] > ORDER[current] ? target : current;
}

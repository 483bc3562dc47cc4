import { z } from 'zod';
import { transportModeSchema } from '../pricing/transport-modes';
import { bodyObject, createBody, nullableIdInput, numberInput, textField } from '../shared/fields';
import { legKindSchema } from './shipment-legs';
import { shipmentStatusSchema } from './shipment-status';

/** The shipments module's sentences, as staff and API clients read them. */
export const SHIPMENT_MESSAGES = {
  notFound: 'Shipment not found',
  legNotFound: 'Leg not found',
  milestoneNotFound: 'Milestone not found',
  stale: 'This shipment was changed by someone else. Reload it to see their changes, then try again.',
  quotationNotFound: 'Quotation not found',
  quotationNotAccepted: 'Only an Active or Completed quotation can have a shipment',
  lastLeg: 'A shipment keeps at least one leg',
  /** A shipment with recorded progress is kept as a record: it is cancelled, and may be deleted then. */
  cancelBeforeDelete: (shipmentNumber: string) =>
    `Shipment ${shipmentNumber} has recorded milestones or tracking events. Cancel it first, then delete it.`,
  /** The quotation cannot leave Active while its shipment runs: the shipment is named so staff find it. */
  cancelShipmentFirst: (shipmentNumber: string) =>
    `Shipment ${shipmentNumber} was made from this quotation. Cancel the shipment first, then change the quotation's status.`,
} as const;

/** An ISO 8601 time with its offset ('2026-11-27T09:30:00Z'); blank text and null clear it. */
function timeField(label: string) {
  const message = `${label} must be a date and time (ISO 8601, e.g. 2026-11-27T09:30:00Z)`;
  return z
    .union([z.iso.datetime({ offset: true, error: message }), z.literal(''), z.null()], { error: message })
    .transform((value) => (value ? new Date(value).toISOString() : null));
}

const reference = (label: string) => textField(label, { max: 100 });

/** PUT /shipments/{id}: references, parties and the status move (the workflow decides which moves are allowed). */
export const shipmentUpdateSchema = bodyObject({
  booking_reference: reference('Booking reference'),
  carrier_reference: reference('Carrier reference (MBL/MAWB)'),
  house_reference: reference('House reference (HBL/HAWB)'),
  shipper_contact_id: nullableIdInput('Choose a shipper from your contacts'),
  consignee_contact_id: nullableIdInput('Choose a consignee from your contacts'),
  notify_contact_id: nullableIdInput('Choose a notify party from your contacts'),
  status: shipmentStatusSchema,
}).partial();
export type ShipmentUpdate = z.output<typeof shipmentUpdateSchema>;
export type ShipmentUpdateInput = z.input<typeof shipmentUpdateSchema>;

const legFields = {
  sequence: numberInput('Sequence', { int: true, min: 1, max: 99 }),
  kind: legKindSchema,
  transport_mode: transportModeSchema,
  carrier: textField('Carrier', { max: 255 }),
  vessel_or_flight: textField('Vessel or flight', { max: 100 }),
  voyage: textField('Voyage', { max: 50 }),
  from_code: textField('From', { max: 10 }),
  to_code: textField('To', { max: 10 }),
  etd: timeField('ETD'),
  eta: timeField('ETA'),
  atd: timeField('ATD'),
  ata: timeField('ATA'),
};

/** POST /shipments/{id}/legs: a leg's kind is required; the rest may follow later. */
export const shipmentLegCreateSchema = createBody(legFields, ['kind']);
export type ShipmentLegCreate = z.output<typeof shipmentLegCreateSchema>;
export type ShipmentLegCreateInput = z.input<typeof shipmentLegCreateSchema>;

/** PUT /shipment_legs/{id} (If-Match): any of the leg's fields. */
export const shipmentLegUpdateSchema = bodyObject(legFields).partial();
export type ShipmentLegUpdate = z.output<typeof shipmentLegUpdateSchema>;
export type ShipmentLegUpdateInput = z.input<typeof shipmentLegUpdateSchema>;

/** PUT /shipment_milestones/{id} (If-Match): when it happened (null takes it back) and, optionally, when it is planned. */
export const shipmentMilestoneUpdateSchema = bodyObject({
  actual_at: timeField('Actual time'),
  planned_at: timeField('Planned time'),
}).partial();
export type ShipmentMilestoneUpdate = z.output<typeof shipmentMilestoneUpdateSchema>;
export type ShipmentMilestoneUpdateInput = z.input<typeof shipmentMilestoneUpdateSchema>;

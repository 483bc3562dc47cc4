import { z } from 'zod';
import { addressSchema } from '../addresses/address';
import { cargoLineSchema } from '../cargo-lines/cargo-line';
import { containerSchema, transportModeSchema } from '../pricing/transport-modes';
import { recordId, versionedColumns } from '../shared/record-columns';
import { LEG_ANCHORS, LEG_TIMES } from './milestone-template-settings';
import { MILESTONE_STATUSES } from './milestone-templates';
import { legKindSchema } from './shipment-legs';
import { shipmentStatusSchema } from './shipment-status';

const nullableId = () => z.number().int().nullable();

/**
 * A shipment as the API answers it: the job operations run from the accepted quotation to delivered goods.
 * What it copied from the accepted revision (client, addresses, codes, mode, Incoterm, cargo lines, containers)
 * is a snapshot: later edits of the quotation do not change it.
 */
export const shipmentSchema = z.object({
  ...recordId(),
  shipment_number: z.string(),
  quotation_id: nullableId(),
  quotation_number: z.string(),
  revision: z.number().int(),
  status: shipmentStatusSchema,
  transport_mode: transportModeSchema,
  incoterm: z.string().nullable(),
  incoterm_place: z.string(),
  currency: z.string(),
  client_name: z.string(),
  contact_id: nullableId(),
  shipper_contact_id: nullableId(),
  consignee_contact_id: nullableId(),
  notify_contact_id: nullableId(),
  origin_code: z.string(),
  destination_code: z.string(),
  origin_address: addressSchema.nullable(),
  destination_address: addressSchema.nullable(),
  booking_reference: z.string(),
  carrier_reference: z.string(),
  house_reference: z.string(),
  cargo_lines: z.array(cargoLineSchema),
  containers: z.array(containerSchema),
  total_cbm: z.number(),
  total_weight: z.number(),
  chargeable_weight: z.number(),
  user_id: nullableId(),
  ...versionedColumns(),
});

/** One leg of the journey; times are ISO 8601 UTC, null until known. */
export const shipmentLegSchema = z.object({
  ...recordId(),
  shipment_id: z.number().int(),
  sequence: z.number().int(),
  kind: legKindSchema,
  transport_mode: transportModeSchema,
  carrier: z.string(),
  vessel_or_flight: z.string(),
  voyage: z.string(),
  from_code: z.string(),
  to_code: z.string(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  atd: z.string().nullable(),
  ata: z.string().nullable(),
  ...versionedColumns(),
});

export type ShipmentLeg = z.infer<typeof shipmentLegSchema>;

/** One milestone of the shipment's template; `status` is late once its planned time passed without an actual. */
const shipmentMilestoneSchema = z.object({
  ...recordId(),
  shipment_id: z.number().int(),
  key: z.string(),
  label: z.string(),
  sequence: z.number().int(),
  planned_at: z.string().nullable(),
  actual_at: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  set_by: nullableId(),
  set_by_name: z.string().nullable(),
  /** The template's rule, kept from when the shipment was made: the leg time it follows, the offset. */
  planned_from_leg: z.enum(LEG_ANCHORS).nullable(),
  planned_from_time: z.enum(LEG_TIMES).nullable(),
  offset_hours: z.number().int(),
  /** The status the shipment reaches when this milestone's actual is set. */
  moves_to: shipmentStatusSchema.nullable(),
  /** When the owner was told it is late (once). */
  late_notified_at: z.string().nullable(),
  ...versionedColumns(),
});
export type ShipmentMilestone = z.infer<typeof shipmentMilestoneSchema>;

/** A charge copied from one of the quotation's cost lines: the sell side in the shipment's currency and the buy side. */
const shipmentChargeSchema = z.object({
  ...recordId(),
  shipment_id: z.number().int(),
  cost_line_id: nullableId(),
  description: z.string(),
  /** What the client reads for the charge (the cost line's client description). */
  client_description: z.string(),
  location: z.string(),
  category_id: nullableId(),
  supplier: z.string(),
  quantity: z.number(),
  sell_amount: z.number(),
  buy_total: z.number().nullable(),
  buy_currency: z.string().nullable(),
  buy_cost: z.number().nullable(),
  is_sub_item: z.boolean(),
  sort_order: z.number().int(),
});

/** GET /shipments/{id}: the shipment with its legs, milestones and charges. */
export const shipmentDetailSchema = shipmentSchema.extend({
  legs: z.array(shipmentLegSchema),
  milestones: z.array(shipmentMilestoneSchema),
  charges: z.array(shipmentChargeSchema),
  /** The customer's tracking link `{PUBLIC_URL}/t/{token}`; answered by GET /shipments/{id}. */
  tracking_url: z.string().optional(),
});
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;

import { z } from 'zod';
import { endpoint, idParamsSchema, noContentSchema } from '../api/endpoint';
import { dateBound, listQuerySchema, listResponseSchema } from '../api/list-schemas';
import { resourceGroup } from '../api/resource-group';
import { shipmentDetailSchema, shipmentLegSchema, shipmentSchema } from './shipment';
import { SHIPMENT_STATUSES, type ShipmentStatus } from './shipment-status';
import {
  shipmentLegCreateSchema,
  shipmentLegUpdateSchema,
  shipmentMilestoneUpdateSchema,
  shipmentUpdateSchema,
} from './shipment-validation';
import { shipmentEventResultSchema, shipmentEventSchema, trackingEventBodySchema } from './tracking-events';

const api = resourceGroup(['shipments']);

/** Shipments per status and in all, for the list's tabs. */
const shipmentCountsSchema = z.object({
  ...(Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, z.number().int()])) as Record<
    ShipmentStatus,
    z.ZodNumber
  >),
  total: z.number().int(),
});

const LATE_MESSAGE = 'Late must be true or false';

/**
 * The shipments list's query: the list language plus the ETA window (inclusive days, UTC; blank means
 * open-ended) and `late` (true: at least one milestone whose planned time passed without an actual; false:
 * none). Equality filters include `status`, `transport_mode`, `contact_id` and `quotation_id`.
 */
const shipmentListQuerySchema = listQuerySchema.extend({
  eta_from: dateBound('ETA from').describe('Earliest ETA day, YYYY-MM-DD (inclusive)'),
  eta_to: dateBound('ETA to').describe('Latest ETA day, YYYY-MM-DD (inclusive)'),
  late: z
    .union([z.enum(['true', 'false']), z.literal('')], { error: LATE_MESSAGE })
    .optional()
    .describe('true: shipments with a late milestone; false: without one'),
});

/**
 * A row of the shipments list: the record's columns, its ETA (the last leg's, else the planned arrival) and how
 * many of its milestones are late (planned time passed, no actual).
 */
const shipmentListItemSchema = shipmentSchema
  .extend({ eta: z.string().nullable(), late_milestones: z.number().int() })
  .partial();

/**
 * The shipments endpoints (docs/api.md, Shipments). The list filters on `quotation_id`, `status`,
 * `transport_mode`, `contact_id`, the ETA window and late milestones, and searches the number, the references and the client; one shipment carries its legs,
 * milestones and charges.
 */
export const shipmentsApi = {
  list: api.get('/shipments', {
    query: shipmentListQuerySchema,
    response: listResponseSchema(shipmentListItemSchema),
  }),
  counts: api.get('/shipments/counts', {
    description:
      "Shipments per status, for the list tabs: the list's other filters (search, mode, client, ETA, late) apply",
    query: shipmentListQuerySchema,
    response: shipmentCountsSchema,
  }),
  get: api.get('/shipments/:id', { response: shipmentDetailSchema }),
  update: api.put('/shipments/:id', {
    body: shipmentUpdateSchema,
    response: shipmentDetailSchema,
    ifMatch: true,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/shipments/:id',
    tags: ['shipments'],
    summary: 'Deletes a cancelled shipment, or one where nothing happened yet (no actual times, no events)',
    params: idParamsSchema,
    status: 204,
    response: noContentSchema,
    ifMatch: true,
  }),
  forQuotation: api.create('/quotations/:id/shipment', {
    summary: "The accepted quotation's shipment: 201 when this call made it, 200 when it existed",
    response: shipmentDetailSchema,
    otherResponses: { 200: shipmentDetailSchema },
  }),
  createLeg: api.create('/shipments/:id/legs', {
    body: shipmentLegCreateSchema,
    response: shipmentLegSchema,
  }),
  updateLeg: api.put('/shipment_legs/:id', {
    body: shipmentLegUpdateSchema,
    response: shipmentLegSchema,
    ifMatch: true,
  }),
  removeLeg: api.remove('/shipment_legs/:id'),
  updateMilestone: api.put('/shipment_milestones/:id', {
    summary: "Sets a milestone's actual (or planned) time; answers the shipment, whose status may have moved",
    body: shipmentMilestoneUpdateSchema,
    response: shipmentDetailSchema,
    ifMatch: true,
  }),
  listEvents: api.get('/shipments/:id/events', {
    summary: "The shipment's tracking events, as received, oldest first",
    response: z.object({ data: z.array(shipmentEventSchema) }),
  }),
  postEvent: api.post('/shipments/:id/events', {
    summary:
      'A DCSA Track & Trace 3.0 event or an air status message: 201 matched, 202 kept unmatched, 200 a repeat',
    body: trackingEventBodySchema,
    status: 201,
    response: shipmentEventResultSchema,
    otherResponses: { 200: shipmentEventResultSchema, 202: shipmentEventResultSchema },
  }),
};

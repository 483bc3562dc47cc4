import { z } from 'zod';
import { endpoint, idParamsSchema, noContentSchema } from '../api/endpoint';
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

/**
 * The shipments endpoints (docs/api.md, Shipments). The list filters on `quotation_id`, `status` and
 * `transport_mode` and searches the number, the references and the client; one shipment carries its legs,
 * milestones and charges.
 */
export const shipmentsApi = {
  list: api.list('/shipments', shipmentSchema.partial()),
  counts: api.get('/shipments/counts', {
    description: 'Shipments per status, for the list tabs',
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

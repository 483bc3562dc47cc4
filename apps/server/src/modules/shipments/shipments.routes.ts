import { publicShipmentsApi, shipmentsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as trackingEvents from './shipment-events.service';
import * as legs from './shipment-legs.service';
import * as milestones from './shipment-milestones.service';
import * as removal from './shipment-removal.service';
import * as tracking from './shipment-tracking.service';
import * as service from './shipments.service';

export const shipmentsRoutes: FastifyPluginAsync<{ db: Db; tracking?: tracking.TrackingDeps }> = async (
  app,
  { db, tracking: trackingDeps = { publicUrl: '' } },
) => {
  const view = can('shipments', 'view');
  const edit = can('shipments', 'edit');
  contractRoute(app, shipmentsApi.list, view, ({ query }) => service.list(db, query));
  contractRoute(app, shipmentsApi.counts, view, ({ query }) => service.countByStatus(db, query));
  contractRoute(app, shipmentsApi.get, view, async ({ params }) =>
    tracking.withTrackingUrl(db, trackingDeps, await service.get(db, params.id)),
  );
  contractRoute(app, publicShipmentsApi.get, 'public', ({ params, request, reply }) =>
    tracking.publicView(db, params.token, request, reply),
  );
  contractRoute(app, shipmentsApi.update, edit, ({ params, body, ifMatch }) =>
    service.update(db, params.id, body, ifMatch),
  );
  // Staff with the quotation in hand make (or find) its shipment: a quotation grant, as the quotation's own moves.
  contractRoute(app, shipmentsApi.forQuotation, can('quotations', 'edit'), async ({ params, reply }) => {
    const { shipment, created } = await service.forQuotation(db, params.id);
    return created ? shipment : reply.status(200).send(shipment);
  });
  contractRoute(app, shipmentsApi.remove, can('shipments', 'delete'), async ({ params, ifMatch }) => {
    await removal.removeShipment(db, params.id, ifMatch);
    return null;
  });
  contractRoute(app, shipmentsApi.createLeg, edit, ({ params, body }) => legs.createLeg(db, params.id, body));
  contractRoute(app, shipmentsApi.updateLeg, edit, ({ params, body, ifMatch }) =>
    legs.updateLeg(db, params.id, body, ifMatch),
  );
  contractRoute(app, shipmentsApi.removeLeg, edit, async ({ params }) => {
    await legs.removeLeg(db, params.id);
    return null;
  });
  contractRoute(app, shipmentsApi.updateMilestone, edit, ({ params, body, ifMatch, auth }) =>
    milestones.updateMilestone(db, params.id, body, ifMatch, auth.user.id),
  );
  contractRoute(app, shipmentsApi.listEvents, view, ({ params }) => trackingEvents.listEvents(db, params.id));
  // The answer's status tells a carrier's system what became of its event: set a milestone, kept, or a repeat.
  contractRoute(app, shipmentsApi.postEvent, edit, async ({ params, body, reply, auth }) => {
    const result = await trackingEvents.recordEvent(db, params.id, body, auth.user.id);
    return reply.status(result.duplicate ? 200 : result.matched ? 201 : 202).send(result);
  });
};

import { publicShipmentSubscriptionsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import * as subscriptions from './shipment-subscriptions.service';

/** The customer's e-mail updates on a tracking link: subscribe, confirm, unsubscribe (all public). */
export const shipmentSubscriptionsRoutes: FastifyPluginAsync<subscriptions.SubscriptionDeps> = async (
  app,
  deps,
) => {
  const { db } = deps;
  const api = publicShipmentSubscriptionsApi;
  const stop = subscriptions.startDelivering({ ...deps, log: app.log });
  app.addHook('onClose', async () => stop());
  contractRoute(app, api.subscribe, 'public', ({ params, body, request, reply }) =>
    subscriptions.subscribe(deps, params.token, body, request, reply),
  );
  contractRoute(app, api.confirm, 'public', ({ body, request, reply }) =>
    subscriptions.confirm(db, body.token, request, reply),
  );
  contractRoute(app, api.unsubscribe, 'public', ({ body, request, reply }) =>
    subscriptions.unsubscribe(db, body.token, request, reply),
  );
};

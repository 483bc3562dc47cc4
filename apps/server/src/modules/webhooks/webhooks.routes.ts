import { webhooksApi as api } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { adminOnly } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './webhooks.service';

/** Webhooks reach other systems with the company's data: administrators only, whatever grants others hold. */
export const webhooksRoutes: FastifyPluginAsync<{ db: Db; settings: service.WebhookSettings }> = async (
  app,
  { db, settings },
) => {
  contractRoute(app, api.list, adminOnly, () => service.list(db, settings));
  contractRoute(app, api.get, adminOnly, ({ params }) => service.get(db, params.id));
  contractRoute(app, api.create, adminOnly, ({ auth, body }) => service.create(db, settings, auth, body));
  contractRoute(app, api.update, adminOnly, ({ auth, params, body, ifMatch }) =>
    service.update(db, settings, auth, params.id, body, ifMatch),
  );
  contractRoute(app, api.remove, adminOnly, async ({ auth, params }) => {
    await service.remove(db, auth, params.id);
    return null;
  });
  contractRoute(app, api.deliveries, adminOnly, ({ params }) => service.deliveries(db, params.id));
  contractRoute(app, api.resend, adminOnly, ({ auth, params }) =>
    service.resend(db, auth, params.id, params.delivery_id),
  );
  contractRoute(app, api.test, adminOnly, ({ auth, params }) => service.sendTest(db, auth, params.id));
};

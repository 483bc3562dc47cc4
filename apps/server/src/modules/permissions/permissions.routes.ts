import { permissionsApi as api } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { adminOnly } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './permissions.service';

/** Who holds which grants is for administrators only: a grant holder must not widen their own. */
export const permissionsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, api.modules, adminOnly, ({ query }) => service.listModules(db, query));
  contractRoute(app, api.permissions, adminOnly, ({ query }) => service.listPermissions(db, query));
  contractRoute(app, api.grants, adminOnly, ({ query }) => service.listGrants(db, query));
  contractRoute(app, api.grant, adminOnly, ({ body }) => service.grant(db, body));
  contractRoute(app, api.revoke, adminOnly, async ({ params }) => {
    await service.revoke(db, params.id);
    return null;
  });
  contractRoute(app, api.replaceUserGrants, adminOnly, ({ params, body }) =>
    service.replaceUserGrants(db, params.id, body),
  );
};

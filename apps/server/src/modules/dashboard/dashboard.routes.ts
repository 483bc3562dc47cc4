import { dashboardApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import { type DashboardCache, dashboardFor } from './dashboard.service';

/** dashboard:view opens the route; each section needs its own module's view grant (see the service). */
export const dashboardRoutes: FastifyPluginAsync<{ db: Db; cache?: DashboardCache }> = async (
  app,
  { db, cache },
) => {
  contractRoute(app, dashboardApi.get, can('dashboard', 'view'), ({ auth }) =>
    dashboardFor(db, auth, new Date(), cache),
  );
};

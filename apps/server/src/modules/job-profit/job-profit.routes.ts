import { jobProfitApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './job-profit.service';
import * as marginsService from './margins.service';

/** A shipment's profit: invoices' figures against suppliers' bills, planned and actual; and the dashboard's. */
export const jobProfitRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, jobProfitApi.forShipment, can('invoices', 'view'), ({ params }) =>
    service.forShipment(db, params.id),
  );
  // Money figures need invoices:view; the service also asks for dashboard:view, where the card is shown.
  contractRoute(app, jobProfitApi.margins, can('invoices', 'view'), ({ auth, query }) =>
    marginsService.margins(db, auth, query),
  );
};

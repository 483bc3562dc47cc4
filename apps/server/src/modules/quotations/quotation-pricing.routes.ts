import { quotationPricingApi as api } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './quotation-pricing.service';

/** Repricing a quotation with today's exchange rates (quotations:edit). */
export const quotationPricingRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, api.reprice, can('quotations', 'edit'), ({ params }) =>
    service.repriceWithTodaysRates(db, params.id),
  );
};

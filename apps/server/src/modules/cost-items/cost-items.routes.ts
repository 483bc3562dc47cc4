import { costItemsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './cost-items.service';

/** A quotation's cost lines: access follows the quotations grants. */
export const costItemsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, costItemsApi.list, can('quotations', 'view'), ({ query }) =>
    service.listCostItems(db, query),
  );
  contractRoute(app, costItemsApi.get, can('quotations', 'view'), ({ params }) =>
    service.getCostItem(db, params.id),
  );
  contractRoute(app, costItemsApi.create, can('quotations', 'create'), ({ body }) =>
    service.createCostItem(db, body),
  );
  contractRoute(app, costItemsApi.update, can('quotations', 'edit'), ({ params, body, ifMatch }) =>
    service.updateCostItem(db, params.id, body, ifMatch),
  );
  contractRoute(app, costItemsApi.remove, can('quotations', 'delete'), async ({ params }) => {
    await service.deleteCostItem(db, params.id);
    return null;
  });
};

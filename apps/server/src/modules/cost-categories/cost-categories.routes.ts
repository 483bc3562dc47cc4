import { costCategoriesApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './cost-categories.service';

/** Cost categories are part of quoting: access follows the quotations grants. */
export const costCategoriesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, costCategoriesApi.list, can('quotations', 'view'), ({ query }) =>
    service.listCostCategories(db, query),
  );
  contractRoute(app, costCategoriesApi.get, can('quotations', 'view'), ({ params }) =>
    service.getCostCategory(db, params.id),
  );
  contractRoute(app, costCategoriesApi.create, can('quotations', 'create'), ({ body }) =>
    service.createCostCategory(db, body),
  );
  contractRoute(app, costCategoriesApi.update, can('quotations', 'edit'), ({ params, body, ifMatch }) =>
    service.updateCostCategory(db, params.id, body, ifMatch),
  );
  contractRoute(app, costCategoriesApi.remove, can('quotations', 'delete'), async ({ params }) => {
    await service.deleteCostCategory(db, params.id);
    return null;
  });
};

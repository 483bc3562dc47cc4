import { boxItemsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './box-items.service';

/** A quotation's cargo lines: access follows the quotations grants. */
export const boxItemsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, boxItemsApi.list, can('quotations', 'view'), ({ query }) =>
    service.listBoxItems(db, query),
  );
  contractRoute(app, boxItemsApi.get, can('quotations', 'view'), ({ params }) =>
    service.getBoxItem(db, params.id),
  );
  contractRoute(app, boxItemsApi.create, can('quotations', 'create'), ({ body }) =>
    service.createBoxItem(db, body),
  );
  contractRoute(app, boxItemsApi.update, can('quotations', 'edit'), ({ params, body, ifMatch }) =>
    service.updateBoxItem(db, params.id, body, ifMatch),
  );
  contractRoute(app, boxItemsApi.remove, can('quotations', 'delete'), async ({ params }) => {
    await service.deleteBoxItem(db, params.id);
    return null;
  });
};

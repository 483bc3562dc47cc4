import { quotationsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './quotations.service';

export const quotationsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, quotationsApi.list, can('quotations', 'view'), ({ query }) =>
    service.listQuotations(db, query),
  );

  contractRoute(app, quotationsApi.counts, can('quotations', 'view'), () => service.countByStatus(db));

  contractRoute(app, quotationsApi.get, can('quotations', 'view'), ({ params }) =>
    service.getQuotation(db, params.id),
  );

  contractRoute(app, quotationsApi.create, can('quotations', 'create'), ({ body, auth }) =>
    service.createQuotation(db, body, auth.user.id),
  );

  contractRoute(app, quotationsApi.duplicate, can('quotations', 'create'), ({ params, auth }) =>
    service.duplicateQuotation(db, params.id, auth.user.id),
  );

  contractRoute(app, quotationsApi.update, can('quotations', 'edit'), ({ params, body, ifMatch }) =>
    service.updateQuotation(db, params.id, body, ifMatch),
  );

  contractRoute(app, quotationsApi.remove, can('quotations', 'delete'), async ({ params }) => {
    await service.deleteQuotation(db, params.id);
    return null;
  });
};

import { quotationHistoryApi, quotationsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { quotationValidityRoutes } from './quotation-validity.routes';
import { history } from './quotations.history';
import * as service from './quotations.service';

export const quotationsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, db, quotationsApi, 'quotations', service);
  contractRoute(app, quotationsApi.counts, can('quotations', 'view'), () => service.countByStatus(db));
  contractRoute(app, quotationsApi.duplicate, can('quotations', 'create'), ({ params, auth }) =>
    service.duplicate(db, params.id, auth.user.id),
  );
  contractRoute(app, quotationHistoryApi.history, can('quotations', 'view'), ({ params }) =>
    history(db, params.id),
  );
  await app.register(quotationValidityRoutes, { db });
};

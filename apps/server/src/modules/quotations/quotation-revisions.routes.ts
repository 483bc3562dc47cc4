import { quotationRevisionsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './quotation-revisions.service';

export const quotationRevisionsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, quotationRevisionsApi.revise, can('quotations', 'edit'), ({ params, auth }) =>
    service.revise(db, params.id, auth.user.id),
  );
  contractRoute(app, quotationRevisionsApi.revisions, can('quotations', 'view'), ({ params }) =>
    service.revisions(db, params.id),
  );
  contractRoute(app, quotationRevisionsApi.diff, can('quotations', 'view'), ({ params, query }) =>
    service.diff(db, params.id, query),
  );
};

import { quotationValidityApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import { extendValidity } from './quotation-validity.service';

/** Extend validity: a later valid-until date, recorded in the quotation's history. */
export const quotationValidityRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, quotationValidityApi.extendValidity, can('quotations', 'edit'), ({ params, body }) =>
    extendValidity(db, params.id, body.valid_until_date),
  );
};

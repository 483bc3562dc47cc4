import { addressesApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './addresses.service';

/** Addresses belong to quotations: their access follows the quotations grants. */
export const addressesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, addressesApi.list, can('quotations', 'view'), ({ query }) =>
    service.listAddresses(db, query),
  );
  contractRoute(app, addressesApi.get, can('quotations', 'view'), ({ params }) =>
    service.getAddress(db, params.id),
  );
  contractRoute(app, addressesApi.create, can('quotations', 'create'), ({ body, auth }) =>
    service.createAddress(db, body, auth.user.id),
  );
  contractRoute(app, addressesApi.update, can('quotations', 'edit'), ({ params, body, ifMatch }) =>
    service.updateAddress(db, params.id, body, ifMatch),
  );
  contractRoute(app, addressesApi.remove, can('quotations', 'delete'), async ({ params }) => {
    await service.deleteAddress(db, params.id);
    return null;
  });
};

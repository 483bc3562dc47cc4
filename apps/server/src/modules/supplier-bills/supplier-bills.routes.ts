import { supplierBillSettingsApi, supplierInvoicesApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as settings from './supplier-bill-settings.service';
import * as service from './supplier-bills.service';

/** Suppliers' bills against a shipment's expected costs, their approval, and the tolerance setting. */
export const supplierBillsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const approve = can('invoices', 'approve');
  contractRoute(app, supplierInvoicesApi.forShipment, can('invoices', 'view'), ({ params }) =>
    service.forShipment(db, params.id),
  );
  contractRoute(app, supplierInvoicesApi.create, can('invoices', 'create'), ({ params, body, auth }) =>
    service.create(db, params.id, body, auth.user.id),
  );
  contractRoute(app, supplierInvoicesApi.approve, approve, ({ params, body, auth }) =>
    service.decide(db, params.id, 'approved', body.note, auth.user.id),
  );
  contractRoute(app, supplierInvoicesApi.dispute, approve, ({ params, body, auth }) =>
    service.decide(db, params.id, 'disputed', body.note, auth.user.id),
  );
  // Anyone who records bills reads the tolerance; changing it is a settings grant, as the invoice settings.
  contractRoute(app, supplierBillSettingsApi.get, 'session', () => settings.getSupplierBillSettings(db));
  contractRoute(app, supplierBillSettingsApi.update, can('settings', 'edit'), ({ body, ifMatch }) =>
    settings.updateSupplierBillSettings(db, body, ifMatch),
  );
};

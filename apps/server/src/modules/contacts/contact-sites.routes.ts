import { contactSitesApi } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './contact-sites.service';

/**
 * A contact's saved sites: reading them needs contacts view; saving, changing or deleting one changes the
 * contact, so it needs contacts edit.
 */
export function contactSitesRoutes(app: FastifyInstance, db: Db) {
  contractRoute(app, contactSitesApi.list, can('contacts', 'view'), ({ params }) =>
    service.listSites(db, params.id),
  );
  contractRoute(app, contactSitesApi.create, can('contacts', 'edit'), ({ params, body }) =>
    service.createSite(db, params.id, body),
  );
  contractRoute(app, contactSitesApi.update, can('contacts', 'edit'), ({ params, body, ifMatch }) =>
    service.updateSite(db, params.id, params.site_id, body, ifMatch),
  );
  contractRoute(app, contactSitesApi.remove, can('contacts', 'edit'), async ({ params }) => {
    await service.removeSite(db, params.id, params.site_id);
    return null;
  });
}

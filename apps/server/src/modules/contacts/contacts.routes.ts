import { contactsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { resourceRoutes } from '../../platform/crud';
import { sendCsv } from '../../platform/csv';
import type { Db } from '../../platform/database/database';
import { contactSitesRoutes } from './contact-sites.routes';
import * as service from './contacts.service';

export const contactsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, contactsApi.export, can('contacts', 'view'), ({ query, reply }) =>
    sendCsv(reply, 'contacts', service.exportCsv(db, query)),
  );
  contractRoute(app, contactsApi.emailCheck, can('contacts', 'view'), ({ query }) =>
    service.emailCheck(db, query),
  );
  resourceRoutes(app, db, contactsApi, 'contacts', service);
  contactSitesRoutes(app, db);
};

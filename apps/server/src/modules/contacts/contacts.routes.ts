import { Readable } from 'node:stream';
import { contactsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import * as service from './contacts.service';

export const contactsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, contactsApi.export, can('contacts', 'view'), ({ query, reply }) => {
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="contacts-${date}.csv"`)
      .send(Readable.from(service.exportCsv(db, query)));
  });
  resourceRoutes(app, db, contactsApi, 'contacts', service);
};

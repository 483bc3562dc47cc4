import { Readable } from 'node:stream';
import { contactsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './contacts.service';

export const contactsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, contactsApi.list, can('contacts', 'view'), ({ query }) =>
    service.listContacts(db, query),
  );

  contractRoute(app, contactsApi.export, can('contacts', 'view'), ({ query, reply }) => {
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="contacts-${date}.csv"`)
      .send(Readable.from(service.exportContactsCsv(db, query)));
  });

  contractRoute(app, contactsApi.get, can('contacts', 'view'), ({ params }) =>
    service.getContact(db, params.id),
  );

  contractRoute(app, contactsApi.create, can('contacts', 'create'), ({ body }) =>
    service.createContact(db, body),
  );

  contractRoute(app, contactsApi.update, can('contacts', 'edit'), ({ params, body, ifMatch }) =>
    service.updateContact(db, params.id, body, ifMatch),
  );

  contractRoute(app, contactsApi.remove, can('contacts', 'delete'), async ({ params }) => {
    await service.deleteContact(db, params.id);
    return null;
  });
};

import { interactionAttachmentsApi, interactionsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { resourceRoutes } from '../../platform/crud';
import { sendCsv } from '../../platform/csv';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import * as attachments from './interaction-attachments.service';
import { registerInteractionUploads } from './interaction-files';
import * as service from './support.service';

export const supportRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  registerInteractionUploads();
  contractRoute(app, interactionsApi.export, can('support', 'view'), ({ query, reply }) =>
    sendCsv(reply, 'interactions', service.exportCsv(db, query)),
  );
  resourceRoutes(app, db, interactionsApi, 'support', {
    list: service.list,
    get: service.get,
    create: service.create,
    update: (db, id, body, version, userId) => service.update(db, storage, id, body, version, userId),
    remove: (db, id) => service.remove(db, storage, id),
  });

  const api = interactionAttachmentsApi;
  contractRoute(app, api.list, can('support', 'view'), ({ query }) => attachments.list(db, query));
  contractRoute(app, api.create, can('support', 'edit'), ({ body, auth }) =>
    attachments.create(db, body, auth.user.id),
  );
  contractRoute(app, api.remove, can('support', 'edit'), async ({ params }) => {
    await attachments.remove(db, storage, params.id);
    return null;
  });
};

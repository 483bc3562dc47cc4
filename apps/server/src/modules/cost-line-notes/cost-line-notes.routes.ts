import { costLineNotesApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import type { AiClient } from '../ai/ai-client';
import * as service from './cost-line-notes.service';
import { registerNoteUploads } from './note-files';

/** A cost item's notes: access follows the quotations grants, like the cost item itself. */
export const costLineNotesRoutes: FastifyPluginAsync<{ db: Db; storage: Storage; ai: AiClient }> = async (
  app,
  { db, storage, ai },
) => {
  registerNoteUploads();
  const api = costLineNotesApi;
  contractRoute(app, api.counts, can('quotations', 'view'), ({ query }) =>
    service.counts(db, query.quotation_id),
  );
  contractRoute(app, api.transcribe, can('quotations', 'edit'), ({ params, auth }) =>
    service.transcribe(db, storage, ai, params.id, auth.user.id),
  );
  resourceRoutes(app, db, api, 'quotations', {
    list: service.list,
    get: service.get,
    create: service.create,
    update: service.update,
    remove: (db, id) => service.remove(db, storage, id),
  });
};

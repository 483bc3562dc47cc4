import { documentSharesApi, documentsApi, documentVersionsApi, foldersApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import { registerDocumentUploads } from './document-files';
import * as shares from './document-shares.service';
import * as versions from './document-versions.service';
import * as documents from './documents.service';
import * as folders from './folders.service';
import { answerShareRefusal } from './share-refusal-page';

/**
 * The document library. Most routes are 'session': whether the documents or the quotations grants apply
 * depends on the record (one's own library, or a quotation's shared folder), so the services check them
 * (404 for what the caller may not see, 403 for what they may only look at).
 */
export const documentsRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  registerDocumentUploads();
  const none = null;

  const f = foldersApi;
  contractRoute(app, f.root, can('documents', 'view'), ({ auth }) => folders.rootOf(db, auth.user.id));
  contractRoute(app, f.quotationFolder, can('quotations', 'view'), ({ params }) =>
    folders.quotationFolder(db, params.id),
  );
  contractRoute(app, f.list, 'session', ({ query, auth }) => folders.list(db, auth, query));
  contractRoute(app, f.get, 'session', ({ params, auth }) => folders.get(db, auth, params.id));
  contractRoute(app, f.contents, 'session', ({ params, auth }) => folders.contents(db, auth, params.id));
  contractRoute(app, f.itemCount, 'session', ({ params, auth }) => folders.itemCount(db, auth, params.id));
  contractRoute(app, f.create, can('documents', 'create'), ({ body, auth }) =>
    folders.create(db, auth, body),
  );
  contractRoute(app, f.update, 'session', ({ params, body, ifMatch, auth }) =>
    folders.update(db, auth, params.id, body, ifMatch),
  );
  contractRoute(app, f.remove, 'session', async ({ params, auth }) => {
    await folders.remove(db, storage, auth, params.id);
    return none;
  });

  const d = documentsApi;
  contractRoute(app, d.list, 'session', ({ query, auth }) => documents.list(db, auth, query));
  contractRoute(app, d.get, 'session', ({ params, auth }) => documents.get(db, auth, params.id));
  contractRoute(app, d.create, 'session', ({ body, auth }) => documents.create(db, auth, body));
  contractRoute(app, d.update, 'session', ({ params, body, ifMatch, auth }) =>
    documents.update(db, auth, params.id, body, ifMatch),
  );
  contractRoute(app, d.remove, 'session', async ({ params, auth }) => {
    await documents.remove(db, storage, auth, params.id);
    return none;
  });

  const v = documentVersionsApi;
  contractRoute(app, v.list, 'session', ({ query, auth }) => versions.list(db, auth, query));
  contractRoute(app, v.create, 'session', ({ body, auth }) => versions.create(db, auth, body));
  contractRoute(app, v.restore, 'session', ({ params, body, auth }) =>
    versions.restore(db, auth, params.id, body.change_description),
  );
  contractRoute(app, v.remove, 'session', async ({ params, auth }) => {
    await versions.remove(db, storage, auth, params.id);
    return none;
  });

  const s = documentSharesApi;
  contractRoute(app, s.list, 'session', ({ query, auth }) => shares.list(db, auth, query));
  contractRoute(app, s.create, 'session', ({ body, auth }) => shares.create(db, auth, body));
  contractRoute(app, s.update, 'session', ({ params, body, ifMatch, auth }) =>
    shares.update(db, auth, params.id, body, ifMatch),
  );
  contractRoute(app, s.remove, 'session', async ({ params, auth }) => {
    await shares.remove(db, auth, params.id);
    return none;
  });
  contractRoute(app, s.download, 'public', ({ params, request, reply }) =>
    shares
      .download(db, storage, params.token, request, reply)
      .catch((error: unknown) => answerShareRefusal(error, request, reply)),
  );
};

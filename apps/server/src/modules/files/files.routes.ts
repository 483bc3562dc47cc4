import fastifyMultipart from '@fastify/multipart';
import { filesApi, uploadPolicy } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import { sendDownload } from './file-download';
import * as service from './files.service';
import { MAX_FILES_PER_REQUEST, multipartError, receiveUploads } from './upload-receiver';

export interface FilesRoutesOptions {
  db: Db;
  storage: Storage;
  /** Where uploads wait while they are checked. */
  uploadTempDir: string;
}

export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (
  app,
  { db, storage, uploadTempDir },
) => {
  // Registered in this plugin only: multipart bodies are accepted by the upload route and nowhere else. They
  // are streamed, so the 1 MiB JSON body limit does not apply; each purpose's own limit does.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });

  contractRoute(app, filesApi.upload, 'session', async ({ query, auth, request, reply }) => {
    const policy = uploadPolicy(query.purpose);
    try {
      if (!request.isMultipart()) throw multipartError(undefined);
      const parts = request.files({
        limits: { fileSize: policy.maxBytes, files: MAX_FILES_PER_REQUEST, fields: 10, fieldSize: 1024 },
      });
      const rows = await receiveUploads(parts, {
        db,
        storage,
        tempDir: uploadTempDir,
        ownerId: auth.user.id,
        policy,
      });
      return rows.map(service.toUploadResult);
    } catch (error) {
      // A refused upload is not read to its end: the connection closes once the answer is sent.
      reply.header('connection', 'close');
      throw multipartError(error);
    }
  });

  contractRoute(app, filesApi.download, 'session', async ({ params, query, auth, request, reply }) => {
    const row = await service.readableUpload(db, auth, params.id);
    return sendDownload(storage, row, request, reply, { forceDownload: query.download === '1' });
  });

  contractRoute(app, filesApi.remove, 'session', async ({ params, auth }) => {
    await service.removeOwnUpload(db, storage, auth, params.id);
    return null;
  });
};

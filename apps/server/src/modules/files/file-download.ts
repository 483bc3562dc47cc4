import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/storage';
import { etagMatches, parseByteRange } from './byte-range';
import { downloadHeaders } from './download-headers';
import type { UploadRow } from './files.table';

/**
 * Streams an upload the caller may read: 304 when their copy is current (If-None-Match), 206 with one range
 * (so audio and video can seek; If-Range with another tag gets the whole file), 416 for a range past the end.
 */
export async function sendDownload(
  storage: Storage,
  row: UploadRow,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { forceDownload: boolean },
): Promise<FastifyReply> {
  const headers = downloadHeaders(row, options.forceDownload);
  if (etagMatches(request.headers['if-none-match'], headers.etag!)) {
    return reply.status(304).headers(headers).send();
  }
  const ifRange = request.headers['if-range'];
  const range =
    !ifRange || ifRange === headers.etag ? parseByteRange(request.headers.range, row.size) : undefined;
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${row.size}`)
      .send({ error: { code: 'BAD_REQUEST', message: 'The requested range is outside the file' } });
  }
  const object = await storage.get(row.storage_key, range);
  if (!object) throw AppError.notFound('File not found');
  reply.headers(headers);
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.status(200).header('content-length', object.size);
  }
  return reply.send(object.body);
}

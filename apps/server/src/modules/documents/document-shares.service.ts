import { createHash, randomBytes } from 'node:crypto';
import {
  type DocumentShareCreate,
  type DocumentShareUpdate,
  DOCUMENT_MESSAGES as M,
  SHARE_DEFAULT_DAYS,
  SHARE_LINK_INVALID,
  SHARE_TOKEN_PATTERN,
  sharedDocumentUrl,
} from '@freight/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth-context';
import { found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import type { Storage } from '../../platform/storage/storage';
import { sendDownload } from '../files/file-download';
import * as files from '../files/files.service';
import { requireDocumentAccess } from './document-access';
import { documentIdOf } from './document-versions.service';
import { shareList } from './documents.list';
import * as repo from './documents.repository';

/** Public link requests one client address may make per minute (downloads and failed attempts alike). */
export const SHARE_REQUESTS_PER_MINUTE = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const expiresIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export async function list(db: Db, auth: AuthContext, rawQuery: Record<string, unknown>) {
  const documentId = documentIdOf(rawQuery);
  requireDocumentAccess(auth, await repo.documentRecords.find(db, documentId), 'edit');
  const { document_id: _, ...rest } = rawQuery;
  return repo.listShares(db, parseListQuery(rest, shareList), documentId);
}

/** A share of a document the caller may change (sharing hands the file out, so it takes edit). */
async function ownShare(db: Db, auth: AuthContext, id: number) {
  const share = await repo.shareRecords.find(db, id);
  const document = share ? await repo.documentRecords.find(db, share.document_id) : undefined;
  requireDocumentAccess(auth, document, 'edit', M.shareNotFound);
  return share!;
}

async function record(db: Db, id: number) {
  return found(await repo.findShareRecord(db, id), M.shareNotFound);
}

/**
 * A new link: 32 random bytes (256 bits) as base64url. Only the SHA-256 is stored, so the database never holds
 * a usable link; the token is answered here once.
 */
export async function create(db: Db, auth: AuthContext, input: DocumentShareCreate) {
  requireDocumentAccess(auth, await repo.documentRecords.find(db, input.document_id), 'edit');
  const token = randomBytes(32).toString('base64url');
  const share = await repo.insertShare(db, {
    document_id: input.document_id,
    created_by: auth.user.id,
    token_hash: hashToken(token),
    expires_at: expiresIn(input.expires_in_days ?? SHARE_DEFAULT_DAYS),
  });
  return { ...(await record(db, share.id)), token, url: sharedDocumentUrl(token) };
}

/** Revokes a link for good, or gives it a new expiry from now. */
export async function update(
  db: Db,
  auth: AuthContext,
  id: number,
  input: DocumentShareUpdate,
  expectedVersion: number | undefined,
) {
  const share = await ownShare(db, auth, id);
  const changes = {
    ...(input.revoked ? { revoked_at: share.revoked_at ?? new Date().toISOString() } : {}),
    ...(input.expires_in_days ? { expires_at: expiresIn(input.expires_in_days) } : {}),
  };
  if (Object.keys(changes).length === 0) throw AppError.badRequest('No fields provided for update');
  const written = await repo.shareRecords.update(db, id, changes, expectedVersion);
  if (written === 'missing') throw AppError.notFound(M.shareNotFound);
  if (written === 'stale') throw AppError.preconditionFailed();
  return record(db, id);
}

export async function remove(db: Db, auth: AuthContext, id: number) {
  await ownShare(db, auth, id);
  await repo.shareRecords.remove(db, id);
}

/**
 * The public link: throttled per client address (counted in PostgreSQL, so every server process agrees),
 * each request recorded; an unknown, expired or revoked token answers 404 without saying which, and a text
 * that is no token at all (a link cut short by a mail program) 400.
 */
export async function download(
  db: Db,
  storage: Storage,
  token: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!SHARE_TOKEN_PATTERN.test(token))
    throw AppError.badRequest(SHARE_LINK_INVALID, { token: SHARE_LINK_INVALID });
  const clientIp = request.ip;
  if ((await repo.recentAccessFrom(db, clientIp)) >= SHARE_REQUESTS_PER_MINUTE) {
    reply.header('retry-after', '60');
    throw new AppError('TOO_MANY_REQUESTS', M.tooManyDownloads);
  }
  const share = await repo.findShareByHash(db, hashToken(token));
  const live = share && share.revoked_at === null && Date.parse(share.expires_at) > Date.now();
  const document = live ? await repo.documentRecords.find(db, share.document_id) : undefined;
  const [upload] = document ? await files.uploadsOf(db, [document.upload_id]) : [];
  await repo.recordAccess(db, { share_id: share?.id ?? null, client_ip: clientIp, succeeded: !!upload });
  if (!upload) throw AppError.notFound(M.shareUnavailable);
  return sendDownload(storage, upload, request, reply, { forceDownload: false });
}

import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { judgeUploadContent, sanitizeFileName, type UploadPolicy, uploadMessages } from '@freight/domain';
import { fileTypeFromFile } from 'file-type';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { type SpooledFile, spoolToTempFile } from '../../platform/storage/spool';
import type { Storage } from '../../platform/storage/storage';
import * as repo from './files.repository';
import type { UploadRow } from './files.table';
import { Utf8TextCheck } from './text-check';

/** The multipart field the files come in. */
const FILE_FIELD = 'file';
/** Files one request may carry (the web sends one per request, for per-file progress). */
export const MAX_FILES_PER_REQUEST = 10;

export interface ReceiveContext {
  db: Db;
  storage: Storage;
  /** Where files wait while they are checked. */
  tempDir: string;
  ownerId: number;
  policy: UploadPolicy;
}

/** A file that passed every check, waiting in a temp file to be stored. */
interface StagedFile {
  spooled: SpooledFile;
  originalName: string;
  mimeType: string;
  extension: string;
  sha256: string;
}

class FileTooLarge extends Error {}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * Reads one file part to a temp file, hashing it and watching for text on the way. The size limit is
 * enforced while streaming: the moment the part passes it, reading stops and the temp file is removed.
 */
async function stageFile(part: MultipartFile, context: ReceiveContext): Promise<StagedFile> {
  const originalName = sanitizeFileName(part.filename ?? '');
  const hash = createHash('sha256');
  const text = new Utf8TextCheck();
  part.file.once('limit', () => part.file.destroy(new FileTooLarge()));
  let spooled: SpooledFile;
  try {
    spooled = await spoolToTempFile(part.file, context.tempDir, (chunk) => {
      hash.update(chunk);
      text.update(chunk);
    });
  } catch (error) {
    if (error instanceof FileTooLarge || part.file.truncated) {
      throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(originalName, context.policy));
    }
    throw error;
  }
  try {
    if (part.file.truncated) {
      throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(originalName, context.policy));
    }
    const verdict = judgeUploadContent(context.policy, {
      fileName: originalName,
      declaredType: part.mimetype ?? '',
      detected: await fileTypeFromFile(spooled.path),
      isText: text.isText(),
    });
    if (!verdict.accepted) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        uploadMessages.unsupportedType(verdict.type, context.policy),
      );
    }
    return { spooled, originalName, ...verdict, sha256: hash.digest('hex') };
  } catch (error) {
    await spooled.remove();
    throw error;
  }
}

/**
 * The multipart parser's own refusals in the API's words; other errors pass as they are. `undefined` means
 * the request was not multipart at all.
 */
export function multipartError(error: unknown): unknown {
  if (error === undefined) return AppError.badRequest(uploadMessages.notMultipart);
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', `Send at most ${MAX_FILES_PER_REQUEST} files at once`);
  }
  if (
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FIELDS_LIMIT'
  ) {
    return AppError.badRequest(uploadMessages.notMultipart);
  }
  return error;
}

/** `uploads/2026/11/<uuid>.pdf`: made by the server, never from the user's file name. */
export function newStorageKey(extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const suffix = /^[a-z0-9]{1,10}$/.test(extension) ? `.${extension}` : '';
  return `uploads/${now.getUTCFullYear()}/${month}/${randomUUID()}${suffix}`;
}

/**
 * Receives the files of one upload request, all or nothing: every file is read and checked (size while
 * streaming, type from the content) before any is stored; then the objects are written and the rows inserted
 * together. Any refusal or failure, including the client going away, leaves no object, row or temp file.
 */
export async function receiveUploads(
  parts: AsyncIterable<MultipartFile>,
  context: ReceiveContext,
): Promise<UploadRow[]> {
  const staged: StagedFile[] = [];
  const storedKeys: string[] = [];
  try {
    for await (const part of parts) {
      if (part.fieldname !== FILE_FIELD) {
        await pipeline(part.file, discard());
        continue;
      }
      staged.push(await stageFile(part, context));
    }
    if (staged.length === 0) throw AppError.badRequest(uploadMessages.noFile);

    const rows: repo.UploadInsert[] = [];
    for (const file of staged) {
      const key = newStorageKey(file.extension);
      await context.storage.put(key, createReadStream(file.spooled.path), {
        size: file.spooled.size,
        contentType: file.mimeType,
      });
      storedKeys.push(key);
      rows.push({
        owner_id: context.ownerId,
        storage_key: key,
        original_name: file.originalName,
        size: file.spooled.size,
        mime_type: file.mimeType,
        sha256: file.sha256,
      });
    }
    return await repo.insertUploads(context.db, rows);
  } catch (error) {
    await Promise.all(storedKeys.map((key) => context.storage.delete(key).catch(() => {})));
    throw error;
  } finally {
    await Promise.all(staged.map((file) => file.spooled.remove()));
  }
}

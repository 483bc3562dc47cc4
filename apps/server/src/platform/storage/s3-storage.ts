import { createReadStream, ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import os from 'node:os';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { spoolToTempFile } from './spool';
import { assertSafeKey, type ByteRange, type PutOptions, type Storage, type StoredObject } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, Ceph, R2, s3rver...); AWS itself when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`, as most self-hosted stores want. */
  forcePathStyle: boolean;
  /** Where a body of unknown length is spooled before sending (a single PUT needs the length). */
  tempDir?: string;
}

const isNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** 'bytes 0-99/1234' → 1234. */
function totalFromContentRange(contentRange: string | undefined): number | undefined {
  const total = contentRange?.split('/')[1];
  return total && total !== '*' ? Number(total) : undefined;
}

/**
 * Objects in an S3-compatible bucket, so several server processes share one store. A write is one PutObject
 * with a known length: S3 makes an object visible only when the whole body arrived, so an aborted write leaves
 * none. A body of unknown length is first spooled to a temp file (which also keeps a failing source from ever
 * reaching the store); a stream of a finished file is sent as it is.
 */
export function s3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: S3-compatible stores do not all understand the SDK's default
    // streamed (aws-chunked) checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function send(key: string, body: Readable, size: number, contentType?: string) {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: body,
        ContentLength: size,
        ContentType: contentType ?? 'application/octet-stream',
      }),
    );
  }

  return {
    kind: 's3',

    async put(key: string, body: Readable, putOptions: PutOptions = {}) {
      assertSafeKey(key);
      if (putOptions.size !== undefined && body instanceof ReadStream) {
        return send(key, body, putOptions.size, putOptions.contentType);
      }
      const spooled = await spoolToTempFile(body, options.tempDir ?? os.tmpdir());
      try {
        const { size } = await stat(spooled.path);
        await send(key, createReadStream(spooled.path), size, putOptions.contentType);
      } finally {
        await spooled.remove();
      }
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
      assertSafeKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const size = totalFromContentRange(answer.ContentRange) ?? answer.ContentLength ?? 0;
        return { body: answer.Body as Readable, size };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async stat(key: string) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(key: string) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
